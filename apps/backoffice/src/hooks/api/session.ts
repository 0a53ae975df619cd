import type { ChangePasswordBody, OperatorSession, Permission, SignInCodeBody, SignInStep } from "@casino/contracts/operators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, setCsrfToken } from "../../lib/api";
import { auditKeys, sessionKeys } from "../../lib/query-keys";

const ME = sessionKeys.detail("me");

/** The signed-in operator (null when there is no session); keeps the CSRF token for writes. */
export function useMe() {
  return useQuery({
    queryKey: ME,
    staleTime: 60_000,
    retry: false,
    queryFn: async (): Promise<OperatorSession | null> => {
      try {
        const me = await api<OperatorSession>("GET", "/operator/v1/session/me");
        setCsrfToken(me.csrfToken);
        return me;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          setCsrfToken(null);
          return null;
        }
        throw err;
      }
    },
  });
}

/** Whether the signed-in operator's role grants the permission. */
export function useCan() {
  const me = useMe().data;
  return (permission: Permission) => Boolean(me?.permissions.includes(permission));
}

export function useSignInPassword() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api<SignInStep>("POST", "/operator/v1/session", body),
  });
}

/** The code step. The session counts as signed in once `accept`ed (after the recovery codes were seen). */
export function useSignInCode() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: SignInCodeBody) => api<OperatorSession>("POST", "/operator/v1/session/code", body),
    onSuccess: (session) => setCsrfToken(session.csrfToken),
  });
  const accept = (session: OperatorSession) => {
    const { recoveryCodes: _once, ...kept } = session;
    qc.setQueryData(ME, kept);
  };
  return { ...mutation, accept };
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>("POST", "/operator/v1/session/logout", {}),
    onSettled: () => {
      setCsrfToken(null);
      qc.clear();
      qc.setQueryData(ME, null);
    },
  });
}

/** The signed-in operator changes their own password; their other sessions end, this one stays. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<{ ok: true; sessionsEnded: number }>("POST", "/operator/v1/session/password", body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
