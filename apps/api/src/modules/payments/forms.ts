import { FIELD_TYPES, type FieldType } from "@casino/contracts/payments";
import { SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import type { ProviderAction, ProviderField } from "./provider.js";

export { FIELD_TYPES, type FieldType };

const READ_ONLY: FieldType[] = ["CONTENT_REF", "DEEPLINK", "TEXT", "DATA"];

/** Every field label is given in each interface language. */
export const LOCALES = SUPPORTED_LANGUAGES;
type Labels = Record<(typeof LOCALES)[number], string>;

export interface FormField {
  type: FieldType;
  identifier: string;
  label: Labels;
  constraints: {
    min?: number;
    max?: number;
    mask?: string;
    pattern?: string;
    valuesMap?: Record<string, string>;
    valuesList?: string[];
  };
  order: number;
  /** 1: asked before execute; 2: shown after it (instructions, addresses). */
  stage: number;
  value?: string;
  prefix?: string;
  suffix?: string;
  autofillFrom?: string;
  missing: boolean;
}

const L = (
  en: string,
  fr: string,
  ru: string,
  uk: string,
  de: string,
  hi: string,
  pt: string,
  kk: string,
  uz: string,
): Labels => ({
  en,
  fr,
  ru,
  uk,
  de,
  hi,
  pt,
  kk,
  uz,
});

const LABELS: Record<string, Labels> = {
  holder: L(
    "Account holder",
    "Titulaire du compte",
    "Владелец счёта",
    "Власник рахунку",
    "Kontoinhaber",
    "खाताधारक",
    "Titular da conta",
    "Шот иесі",
    "Hisob egasi",
  ),
  iban: L("IBAN", "IBAN", "IBAN", "IBAN", "IBAN", "IBAN", "IBAN", "IBAN", "IBAN"),
  bankCountry: L(
    "Bank country",
    "Pays de la banque",
    "Страна банка",
    "Країна банку",
    "Land der Bank",
    "बैंक का देश",
    "País do banco",
    "Банк елі",
    "Bank mamlakati",
  ),
  birthday: L(
    "Date of birth",
    "Date de naissance",
    "Дата рождения",
    "Дата народження",
    "Geburtsdatum",
    "जन्म तिथि",
    "Data de nascimento",
    "Туған күні",
    "Tug‘ilgan sana",
  ),
  email: L("E-mail", "E-mail", "Эл. почта", "Ел. пошта", "E-Mail", "ईमेल", "E-mail", "Эл. пошта", "E-pochta"),
  vpa: L("UPI ID", "Identifiant UPI", "UPI ID", "UPI ID", "UPI-ID", "UPI आईडी", "ID UPI", "UPI ID", "UPI ID"),
  address: L(
    "Wallet address",
    "Adresse du portefeuille",
    "Адрес кошелька",
    "Адреса гаманця",
    "Wallet-Adresse",
    "वॉलेट पता",
    "Endereço da carteira",
    "Әмиян мекенжайы",
    "Hamyon manzili",
  ),
  phone: L(
    "Phone number",
    "Numéro de téléphone",
    "Номер телефона",
    "Номер телефону",
    "Telefonnummer",
    "फ़ोन नंबर",
    "Número de telefone",
    "Телефон нөмірі",
    "Telefon raqami",
  ),
  bankIntro: L(
    "Send the transfer to the account below with the reference; it is credited once the bank confirms it.",
    "Envoyez le virement au compte ci-dessous avec la référence ; il est crédité dès confirmation de la banque.",
    "Отправьте перевод на счёт ниже с указанием назначения; он будет зачислен после подтверждения банком.",
    "Надішліть переказ на рахунок нижче з призначенням; його буде зараховано після підтвердження банком.",
    "Überweisen Sie auf das Konto unten mit dem Verwendungszweck; gutgeschrieben wird nach Bestätigung der Bank.",
    "नीचे दिए खाते में संदर्भ के साथ ट्रांसफ़र भेजें; बैंक की पुष्टि के बाद राशि जमा होगी।",
    "Envie a transferência para a conta abaixo com a referência; é creditada quando o banco confirmar.",
    "Аударымды төмендегі шотқа сілтемемен жіберіңіз; банк растағаннан кейін есептеледі.",
    "O‘tkazmani quyidagi hisobga izoh bilan yuboring; bank tasdiqlagach hisobga tushadi.",
  ),
  statement: L(
    "Bank statement showing your name and this IBAN (photo or PDF)",
    "Relevé bancaire montrant votre nom et cet IBAN (photo ou PDF)",
    "Банковская выписка с вашим именем и этим IBAN (фото или PDF)",
    "Банківська виписка з вашим ім’ям і цим IBAN (фото або PDF)",
    "Kontoauszug mit Ihrem Namen und dieser IBAN (Foto oder PDF)",
    "आपके नाम और इस IBAN वाला बैंक स्टेटमेंट (फ़ोटो या PDF)",
    "Extrato bancário com o seu nome e este IBAN (foto ou PDF)",
    "Атыңыз бен осы IBAN көрсетілген банк үзінді көшірмесі (фото немесе PDF)",
    "Ismingiz va shu IBAN ko‘rsatilgan bank ko‘chirmasi (foto yoki PDF)",
  ),
  payee: L(
    "Beneficiary",
    "Bénéficiaire",
    "Получатель",
    "Отримувач",
    "Begünstigter",
    "लाभार्थी",
    "Beneficiário",
    "Алушы",
    "Qabul qiluvchi",
  ),
  payTo: L(
    "Pay to (IBAN)",
    "Payer à (IBAN)",
    "Получатель (IBAN)",
    "Отримувач (IBAN)",
    "Empfänger (IBAN)",
    "प्राप्तकर्ता (IBAN)",
    "Pagar a (IBAN)",
    "Алушы (IBAN)",
    "Qabul qiluvchi (IBAN)",
  ),
  reference: L(
    "Reference",
    "Référence",
    "Назначение платежа",
    "Призначення платежу",
    "Verwendungszweck",
    "संदर्भ",
    "Referência",
    "Төлем мақсаты",
    "To‘lov maqsadi",
  ),
  amountToSend: L(
    "Amount to send",
    "Montant à envoyer",
    "Сумма к отправке",
    "Сума до відправлення",
    "Zu sendender Betrag",
    "भेजने की राशि",
    "Valor a enviar",
    "Жіберілетін сома",
    "Yuboriladigan summa",
  ),
  cryptoIntro: L(
    "Send exactly this amount to the address below. The deposit is credited after the network confirms it.",
    "Envoyez exactement ce montant à l'adresse ci-dessous. Le dépôt est crédité après confirmation du réseau.",
    "Отправьте ровно эту сумму на адрес ниже. Депозит зачисляется после подтверждений сети.",
    "Надішліть рівно цю суму на адресу нижче. Депозит зараховується після підтверджень мережі.",
    "Senden Sie genau diesen Betrag an die Adresse unten. Gutschrift nach Bestätigung durch das Netzwerk.",
    "ठीक यही राशि नीचे दिए पते पर भेजें। नेटवर्क की पुष्टि के बाद जमा होगी।",
    "Envie exatamente este valor para o endereço abaixo. O depósito é creditado após a confirmação da rede.",
    "Дәл осы соманы төмендегі мекенжайға жіберіңіз. Желі растағаннан кейін есептеледі.",
    "Aynan shu summani quyidagi manzilga yuboring. Tarmoq tasdiqlagach hisobga tushadi.",
  ),
  depositAddress: L(
    "Deposit address",
    "Adresse de dépôt",
    "Адрес для депозита",
    "Адреса для депозиту",
    "Einzahlungsadresse",
    "जमा पता",
    "Endereço de depósito",
    "Депозит мекенжайы",
    "Depozit manzili",
  ),
  openWallet: L(
    "Open in wallet",
    "Ouvrir dans le portefeuille",
    "Открыть в кошельке",
    "Відкрити в гаманці",
    "In Wallet öffnen",
    "वॉलेट में खोलें",
    "Abrir na carteira",
    "Әмиянда ашу",
    "Hamyonda ochish",
  ),
  invoice: L(
    "Payment page",
    "Page de paiement",
    "Страница оплаты",
    "Сторінка оплати",
    "Zahlungsseite",
    "भुगतान पृष्ठ",
    "Página de pagamento",
    "Төлем беті",
    "To‘lov sahifasi",
  ),
  confirmations: L(
    "Confirmations",
    "Confirmations",
    "Подтверждения",
    "Підтвердження",
    "Bestätigungen",
    "पुष्टियाँ",
    "Confirmações",
    "Растаулар",
    "Tasdiqlar",
  ),
};

const labelFor = (name: string, fallback: string): Labels =>
  LABELS[name] ?? L(fallback, fallback, fallback, fallback, fallback, fallback, fallback, fallback, fallback);

/** Countries offered in country inputs: ISO-3 code → name. India, Ukraine, Russia and Estonia first. */
export const COUNTRIES: Record<string, string> = {
  IND: "India",
  UKR: "Ukraine",
  RUS: "Russia",
  EST: "Estonia",
  DEU: "Germany",
  FRA: "France",
  POL: "Poland",
  PRT: "Portugal",
  BRA: "Brazil",
  KAZ: "Kazakhstan",
  UZB: "Uzbekistan",
  LVA: "Latvia",
  LTU: "Lithuania",
  FIN: "Finland",
  GBR: "United Kingdom",
  USA: "United States",
};

const TYPE_OF: Record<ProviderField["type"], FieldType> = {
  text: "INPUT_TEXT",
  account: "INPUT_ACCOUNT_DETAIL",
  country: "INPUT_COUNTRY",
  email: "INPUT_EMAIL",
  date: "INPUT_DATE",
  phone: "INPUT_TELEPHONE",
  number: "INPUT_NUMBER",
};

const PHONE_PREFIX: Record<string, string> = { UKR: "+380", IND: "+91", EST: "+372", RUS: "+7", KAZ: "+7", UZB: "+998" };

/** Input fields from the provider's, filled from the profile where the provider allows. */
export function inputFields(fields: ProviderField[], profile: Record<string, string>, country: string): FormField[] {
  return fields.map((f, i) => {
    const type = TYPE_OF[f.type];
    const value = f.autofillFrom ? profile[f.autofillFrom] : undefined;
    const field: FormField = {
      type,
      identifier: f.name,
      label: labelFor(f.name, f.label),
      constraints: {
        ...(f.min !== undefined ? { min: f.min } : {}),
        ...(f.max !== undefined ? { max: f.max } : {}),
        ...(f.mask ? { mask: f.mask } : {}),
        ...(f.pattern ? { pattern: f.pattern } : {}),
        ...(type === "INPUT_COUNTRY" ? { valuesMap: COUNTRIES, valuesList: Object.keys(COUNTRIES) } : {}),
      },
      order: i + 1,
      stage: 1,
      missing: Boolean(f.autofillFrom && !value && f.required),
    };
    if (f.autofillFrom) field.autofillFrom = f.autofillFrom;
    if (value) field.value = type === "INPUT_DATE" ? toIsoDate(value) : value;
    if (type === "INPUT_TELEPHONE" && PHONE_PREFIX[country]) field.prefix = PHONE_PREFIX[country];
    return field;
  });
}

const readOnly = (
  type: FieldType,
  identifier: string,
  order: number,
  value?: string,
  extra: Partial<FormField> = {},
): FormField => ({
  type,
  identifier,
  label: labelFor(identifier, identifier),
  constraints: {},
  order,
  stage: 2,
  ...(value !== undefined ? { value } : {}),
  missing: false,
  ...extra,
});

export function coins(v: bigint, exponent = 8): string {
  const s = v.toString().padStart(exponent + 1, "0");
  return `${s.slice(0, -exponent)}.${s.slice(-exponent)}`;
}

/** Read-only fields telling the player where to send money (bank instructions, crypto address). */
export function instructionFields(action: ProviderAction, confirmations: { seen: number; required: number } | null): FormField[] {
  if (action.type === "instructions") {
    // One sentence of what to do, then whom to pay (the provider's collection account, never the payer's own).
    return [
      readOnly("TEXT", "bankIntro", 1, labelFor("bankIntro", "").en),
      ...(action.holder ? [readOnly("DATA", "payee", 2, action.holder)] : []),
      readOnly("DATA", "payTo", 3, action.iban),
      readOnly("DATA", "reference", 4, action.reference),
      readOnly("DATA", "amountToSend", 5, coins(action.amount, 2), { suffix: action.currency }),
    ];
  }
  if (action.type === "crypto") {
    const fields = [
      readOnly("TEXT", "cryptoIntro", 1, labelFor("cryptoIntro", "").en),
      readOnly("DATA", "amountToSend", 2, coins(action.amount), { suffix: action.currency }),
      readOnly("DATA", "depositAddress", 3, action.address),
      readOnly("DEEPLINK", "openWallet", 4, action.uri),
      readOnly("DEEPLINK", "invoice", 5, action.invoiceUrl),
    ];
    if (confirmations) fields.push(readOnly("DATA", "confirmations", 6, `${confirmations.seen}/${confirmations.required}`));
    return fields;
  }
  return [];
}

export const isInput = (f: FormField) => !READ_ONLY.includes(f.type);

/**
 * The casino's own field on a large bank withdrawal (BANK_STATEMENT_THRESHOLDS):
 * a bank statement proving the account is the player's, uploaded through
 * POST upload/v1 like a KYC document; its value is the upload's referenceId.
 */
export const statementField = (order: number): FormField => ({
  type: "INPUT_FILE",
  identifier: "statement",
  label: labelFor("statement", "statement"),
  constraints: {},
  order,
  stage: 1,
  missing: false,
});

/** Whether a withdrawal's form asks for a bank statement. */
export const needsStatement = (w: { method: string; amount: bigint; currency: string }, over: Record<string, bigint>) =>
  w.method === "bank" && over[w.currency] !== undefined && w.amount > over[w.currency]!;

function toIsoDate(v: string): string {
  const dmy = v.match(/^(\d{2})[/.](\d{2})[/.](\d{4})$/);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  return v.slice(0, 10);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks submitted values against the form; answers the values to send, or the problems. */
export function checkValues(fields: FormField[], given: Record<string, string>, now: Date) {
  const values: Record<string, string> = {};
  const problems: { identifier: string; message: string }[] = [];
  for (const f of fields.filter(isInput)) {
    const v = (given[f.identifier] ?? f.value ?? "").trim();
    const bad = (message: string) => {
      if (!problems.some((p) => p.identifier === f.identifier)) problems.push({ identifier: f.identifier, message });
    };
    if (!v) {
      if (f.type !== "INPUT_EMAIL") bad("required");
      continue;
    }
    const c = f.constraints;
    if (f.type === "INPUT_NUMBER") {
      const n = Number(v);
      if (!Number.isFinite(n)) bad("not a number");
      else if ((c.min !== undefined && n < c.min) || (c.max !== undefined && n > c.max)) bad("out of range");
    } else if (f.type === "INPUT_DATE") {
      const t = Date.parse(v);
      if (Number.isNaN(t)) bad("not a date");
      else if (f.identifier === "birthday") {
        const age = (now.getTime() - t) / (365.2425 * 86_400_000);
        if (age < 18 || age >= 110) bad("age must be 18 to 110");
      }
    } else {
      if (c.min !== undefined && v.length < c.min) bad(`at least ${c.min} characters`);
      if (c.max !== undefined && v.length > c.max) bad(`at most ${c.max} characters`);
      if (c.pattern && !new RegExp(c.pattern).test(f.type === "INPUT_ACCOUNT_DETAIL" ? v.replace(/\s+/g, "") : v))
        bad("wrong format");
      if (f.type === "INPUT_EMAIL" && !EMAIL.test(v)) bad("wrong format");
      if (c.valuesList && !c.valuesList.includes(v)) bad("not one of the choices");
    }
    values[f.identifier] =
      f.type === "INPUT_DATE" ? new Date(v).toISOString() : f.type === "INPUT_ACCOUNT_DETAIL" ? v.replace(/\s+/g, "") : v;
  }
  return { values, problems };
}
