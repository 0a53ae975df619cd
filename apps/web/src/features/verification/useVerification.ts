import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../session/store";
import { verificationApi } from "./api";
import { knownTypes } from "./uploads";

export const VERIFICATION_KEYS = {
  status: ["verification", "status"] as const,
  documents: ["verification", "documents"] as const,
  types: ["verification", "types"] as const,
};

export function useVerificationStatus(opts: { poll?: boolean } = {}) {
  const loggedIn = useSession((s) => s.session !== null);
  return useQuery({
    queryKey: VERIFICATION_KEYS.status,
    queryFn: verificationApi.status,
    enabled: loggedIn,
    refetchInterval: opts.poll ? 15_000 : false,
    staleTime: 10_000,
  });
}

export function useDocuments() {
  return useQuery({ queryKey: VERIFICATION_KEYS.documents, queryFn: verificationApi.documents, refetchInterval: 15_000 });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: VERIFICATION_KEYS.types,
    queryFn: verificationApi.types,
    select: (r) => ({ types: knownTypes(r.types), alsoRequired: r.alsoRequired ?? null }),
    staleTime: 300_000,
  });
}
