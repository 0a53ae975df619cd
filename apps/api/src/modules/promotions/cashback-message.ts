import { formatMoney } from "@casino/money";
import type { CashbackPaid } from "./cashback.js";

/** What a player is told of a cashback paid as bonus money: a bonus to wager, and how much. */
const BONUS_TEXTS: Record<string, { title: string; body: string }> = {
  en: {
    title: "Cashback bonus credited",
    body: "{amount} cashback on your net loss of {loss} (period from {period}) has been credited as a bonus. It is bonus money: wager {wagering} to turn it into cash (see your active bonus for the rules).",
  },
  ru: {
    title: "Кешбэк-бонус начислен",
    body: "Кешбэк {amount} с вашего чистого проигрыша {loss} (период с {period}) начислен как бонус. Это бонусные деньги: отыграйте {wagering}, чтобы превратить их в реальные (правила — в вашем активном бонусе).",
  },
  uk: {
    title: "Кешбек-бонус нараховано",
    body: "Кешбек {amount} з вашого чистого програшу {loss} (період з {period}) нараховано як бонус. Це бонусні гроші: відіграйте {wagering}, щоб перетворити їх на реальні (правила — у вашому активному бонусі).",
  },
  de: {
    title: "Cashback-Bonus gutgeschrieben",
    body: "{amount} Cashback auf Ihren Nettoverlust von {loss} (Zeitraum ab {period}) wurde als Bonus gutgeschrieben. Es ist Bonusgeld: Setzen Sie {wagering} um, damit es zu Echtgeld wird (die Regeln stehen bei Ihrem aktiven Bonus).",
  },
  fr: {
    title: "Bonus de cashback crédité",
    body: "{amount} de cashback sur votre perte nette de {loss} (période à partir du {period}) ont été crédités en bonus. C'est de l'argent bonus : misez {wagering} pour le transformer en argent réel (les règles figurent dans votre bonus actif).",
  },
  pt: {
    title: "Bónus de cashback creditado",
    body: "{amount} de cashback sobre a sua perda líquida de {loss} (período a partir de {period}) foram creditados como bónus. É dinheiro de bónus: aposte {wagering} para o converter em dinheiro real (as regras estão no seu bónus ativo).",
  },
  kk: {
    title: "Кэшбэк-бонус есептелді",
    body: "{loss} таза шығыныңыздан {amount} кэшбэк ({period} бастап кезең) бонус ретінде есептелді. Бұл бонустық ақша: оны нақты ақшаға айналдыру үшін {wagering} сомасына ставка жасаңыз (ережелер белсенді бонусыңызда).",
  },
  uz: {
    title: "Keshbek-bonus hisoblandi",
    body: "{loss} sof yo‘qotishingiz uchun {amount} keshbek ({period} dan boshlangan davr) bonus sifatida hisoblandi. Bu bonus pul: uni haqiqiy pulga aylantirish uchun {wagering} tikish kerak (qoidalar faol bonusingizda).",
  },
  hi: {
    title: "कैशबैक बोनस जमा हुआ",
    body: "{loss} के आपके शुद्ध नुकसान पर {amount} कैशबैक ({period} से अवधि) बोनस के रूप में जमा किया गया है। यह बोनस राशि है: इसे नकद में बदलने के लिए {wagering} का दांव लगाएँ (नियम आपके सक्रिय बोनस में देखें)।",
  },
};

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
  const texts = c.paidAs === "bonus" ? BONUS_TEXTS : TEXTS;
  const t = texts[c.language] ?? texts.en!;
  const money = (v: bigint) => formatMoney(v, c.currency, { locale: TEXTS[c.language] ? c.language : "en" });
  return {
    title: t.title,
    body: t.body
      .replace("{amount}", money(c.amount))
      .replace("{loss}", money(c.netLoss))
      .replace("{period}", c.periodStart.toISOString().slice(0, 10))
      .replace("{wagering}", money(c.wageringRequired ?? 0n)),
  };
}
