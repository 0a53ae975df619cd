import { formatMoney } from "@casino/money";
import type { PaymentRow } from "../payments/repository.js";
import type { PushPayload } from "./service.js";

type Texts = { deposit: [string, string]; withdrawal: [string, string] };

/** Push texts per language: title, then body with {amount}. */
const TEXTS: Record<string, Texts> = {
  en: {
    deposit: ["Deposit received", "{amount} is on your balance."],
    withdrawal: ["Withdrawal paid", "{amount} is on its way to you."],
  },
  fr: {
    deposit: ["Dépôt reçu", "{amount} est sur votre solde."],
    withdrawal: ["Retrait payé", "{amount} est en route vers vous."],
  },
  ru: {
    deposit: ["Депозит зачислен", "{amount} на вашем балансе."],
    withdrawal: ["Выплата отправлена", "{amount} уже в пути к вам."],
  },
  uk: {
    deposit: ["Депозит зараховано", "{amount} на вашому балансі."],
    withdrawal: ["Виплату надіслано", "{amount} вже на шляху до вас."],
  },
  de: {
    deposit: ["Einzahlung erhalten", "{amount} ist auf Ihrem Guthaben."],
    withdrawal: ["Auszahlung überwiesen", "{amount} ist auf dem Weg zu Ihnen."],
  },
  hi: {
    deposit: ["जमा प्राप्त हुआ", "{amount} आपके बैलेंस में है।"],
    withdrawal: ["निकासी का भुगतान हुआ", "{amount} आपके पास भेजा जा रहा है।"],
  },
  pt: {
    deposit: ["Depósito recebido", "{amount} está no seu saldo."],
    withdrawal: ["Levantamento pago", "{amount} está a caminho."],
  },
  kk: { deposit: ["Депозит түсті", "{amount} балансыңызда."], withdrawal: ["Төлем жіберілді", "{amount} сізге жолда."] },
  uz: {
    deposit: ["Depozit qabul qilindi", "{amount} balansingizda."],
    withdrawal: ["Yechib olish to‘landi", "{amount} sizga yo‘lda."],
  },
};

/** The push of a deposit done or a withdrawal paid, in the payment's language. */
export function paymentPush(p: PaymentRow): PushPayload {
  const t = TEXTS[p.locale] ?? TEXTS.en!;
  const [title, body] = p.type === "deposit" ? t.deposit : t.withdrawal;
  const amount = formatMoney(p.amount, p.currency, { locale: p.locale });
  return {
    title,
    body: body.replace("{amount}", amount),
    url: `/${TEXTS[p.locale] ? p.locale : "en"}/account/${p.type === "deposit" ? "deposit" : "withdrawals"}`,
    tag: `payment-${p.id}`,
  };
}
