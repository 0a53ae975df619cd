import { useEffect, useState } from "react";

type PhoneRules = typeof import("./phone");

// The phone rules come with the phone field: a form opened on its e-mail tab never loads them.
let rules: Promise<PhoneRules> | null = null;
let loaded: PhoneRules | null = null;

export function loadPhoneRules(): Promise<PhoneRules> {
  rules ??= import("./phone").then((m) => {
    loaded = m;
    return m;
  });
  rules.catch(() => {
    rules = null;
  });
  return rules;
}

/** The phone rules once loaded, loading them while `wanted` (the phone tab is shown); null until then. */
export function usePhoneRules(wanted: boolean): PhoneRules | null {
  const [m, setM] = useState(loaded);
  useEffect(() => {
    if (wanted && !m) loadPhoneRules().then(setM, () => undefined);
  }, [wanted, m]);
  return m;
}
