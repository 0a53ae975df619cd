import { formatMoney } from "@casino/money";
import type { CashbackPaid } from "./cashback.js";

/** What a player is told of a cashback paid, in their language (English for one we do not write). */
const TEXTS: Record<string, { title: string; body: string }> = {
  en: {
    title: "Cashback paid",
    body: "{amount} cashback on your net loss of {loss} (period from {period}) has been added to your balance.",
  },
  ru: {
    title: "Кешбэк начислен",
    body: "Кешбэк {amount} с вашего чистого проигрыша {loss} (период с {period}) зачислен на ваш баланс.",
  },
  uk: {
    title: "Кешбек нараховано",
    body: "Кешбек {amount} з вашого чистого програшу {loss} (період з {period}) зараховано на ваш баланс.",
  },
  de: {
    title: "Cashback gutgeschrieben",
    body: "{amount} Cashback auf Ihren Nettoverlust von {loss} (Zeitraum ab {period}) wurde Ihrem Guthaben gutgeschrieben.",
  },
  fr: {
    title: "Cashback versé",
    body: "{amount} de cashback sur votre perte nette de {loss} (période à partir du {period}) ont été ajoutés à votre solde.",
  },
  pt: {
    title: "Cashback pago",
    body: "{amount} de cashback sobre a sua perda líquida de {loss} (período a partir de {period}) foram adicionados ao seu saldo.",
  },
  kk: {
    title: "Кэшбэк есептелді",
    body: "{loss} таза шығыныңыздан {amount} кэшбэк ({period} бастап кезең) балансыңызға қосылды.",
  },
  uz: {
    title: "Keshbek to‘landi",
    body: "{loss} sof yo‘qotishingiz uchun {amount} keshbek ({period} dan boshlangan davr) balansingizga qo‘shildi.",
  },
  hi: {
    title: "कैशबैक जमा हुआ",
    body: "{loss} के आपके शुद्ध नुकसान पर {amount} कैशबैक ({period} से अवधि) आपके बैलेंस में जोड़ दिया गया है।",
  },
};

export function cashbackMessage(c: CashbackPaid): { title: string; body: string } {
  const t = TEXTS[c.language] ?? TEXTS.en!;
  const money = (v: bigint) => formatMoney(v, c.currency, { locale: TEXTS[c.language] ? c.language : "en" });
  return {
    title: t.title,
    body: t.body
      .replace("{amount}", money(c.amount))
      .replace("{loss}", money(c.netLoss))
      .replace("{period}", c.periodStart.toISOString().slice(0, 10)),
  };
}
