/** One entry of the notifications JSON (accounts spec §3), in the reader's language: the api writes it, the web reads it. */
export interface SiteNotification {
  id: string;
  headline: string;
  title: string;
  text: string;
  regions: string[];
  rules: { registrationNotification: boolean };
}
