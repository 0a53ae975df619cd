import { formatMoney } from "@casino/money";

/** A level reached: what the player is told. */
export interface LevelUp {
  playerId: string;
  /** The player's language. */
  language: string;
  currency: string;
  level: number;
  /** The level's names per language (the operator's). */
  names: Record<string, string>;
  /** The level's cashback boost in percent (0: none). */
  cashbackBoost: number;
  /** The level-up bonus given (null: none), with the wagering it asks. */
  bonus: { amount: bigint; wagering: bigint } | null;
}

type Texts = { title: string; body: string; bonus: string; boost: string };

/** What a player is told on reaching a level, in their language (English for one we do not write). */
const TEXTS: Record<string, Texts> = {
  en: {
    title: "Lucky club: you reached {level}",
    body: "Congratulations! Your real-money play took you to {level} in the lucky club.",
    bonus: "Your level-up bonus of {amount} is bonus money: wager {wagering} to turn it into cash.",
    boost: "Your cashback now pays {percent} % more.",
  },
  ru: {
    title: "Клуб удачи: вы достигли уровня {level}",
    body: "Поздравляем! Ваша игра на реальные деньги подняла вас до уровня {level} в клубе удачи.",
    bonus: "Ваш бонус за уровень {amount} — это бонусные деньги: отыграйте {wagering}, чтобы превратить их в реальные.",
    boost: "Ваш кешбэк теперь на {percent} % больше.",
  },
  uk: {
    title: "Клуб удачі: ви досягли рівня {level}",
    body: "Вітаємо! Ваша гра на реальні гроші підняла вас до рівня {level} у клубі удачі.",
    bonus: "Ваш бонус за рівень {amount} — це бонусні гроші: відіграйте {wagering}, щоб перетворити їх на реальні.",
    boost: "Ваш кешбек тепер на {percent} % більший.",
  },
  de: {
    title: "Glücksclub: Sie haben {level} erreicht",
    body: "Glückwunsch! Ihr Spiel mit Echtgeld hat Sie im Glücksclub auf {level} gebracht.",
    bonus: "Ihr Aufstiegsbonus von {amount} ist Bonusgeld: Setzen Sie {wagering} um, damit er zu Echtgeld wird.",
    boost: "Ihr Cashback zahlt jetzt {percent} % mehr.",
  },
  fr: {
    title: "Club chance : vous avez atteint {level}",
    body: "Félicitations ! Votre jeu en argent réel vous a mené au niveau {level} du club chance.",
    bonus: "Votre bonus de niveau de {amount} est de l'argent bonus : misez {wagering} pour le transformer en argent réel.",
    boost: "Votre cashback rapporte désormais {percent} % de plus.",
  },
  pt: {
    title: "Clube da sorte: chegou a {level}",
    body: "Parabéns! O seu jogo com dinheiro real levou-o a {level} no clube da sorte.",
    bonus: "O seu bónus de nível de {amount} é dinheiro de bónus: aposte {wagering} para o converter em dinheiro real.",
    boost: "O seu cashback paga agora mais {percent} %.",
  },
  kk: {
    title: "Сәттілік клубы: сіз {level} деңгейіне жеттіңіз",
    body: "Құттықтаймыз! Нақты ақшамен ойыныңыз сізді сәттілік клубында {level} деңгейіне көтерді.",
    bonus: "{amount} деңгей бонусыңыз — бонустық ақша: оны нақты ақшаға айналдыру үшін {wagering} сомасына ставка жасаңыз.",
    boost: "Енді кэшбэгіңіз {percent} % көбірек.",
  },
  uz: {
    title: "Omad klubi: siz {level} darajasiga yetdingiz",
    body: "Tabriklaymiz! Haqiqiy pul bilan o‘yiningiz sizni omad klubida {level} darajasiga olib chiqdi.",
    bonus: "{amount} daraja bonusingiz — bonus pul: uni haqiqiy pulga aylantirish uchun {wagering} tiking.",
    boost: "Keshbekingiz endi {percent} % ko‘proq.",
  },
  hi: {
    title: "लकी क्लब: आप {level} पर पहुँच गए",
    body: "बधाई हो! असली पैसे के आपके खेल ने आपको लकी क्लब में {level} तक पहुँचा दिया।",
    bonus: "आपका {amount} का स्तर बोनस बोनस राशि है: इसे नकद में बदलने के लिए {wagering} का दांव लगाएँ।",
    boost: "अब आपका कैशबैक {percent} % अधिक है।",
  },
};

export function levelUpMessage(e: LevelUp): { title: string; body: string } {
  const known = TEXTS[e.language] ? e.language : "en";
  const t = TEXTS[known]!;
  const level = e.names[known] ?? e.names.en ?? Object.values(e.names)[0] ?? String(e.level);
  const money = (v: bigint) => formatMoney(v, e.currency, { locale: known });
  const lines = [t.body.replace("{level}", level)];
  if (e.bonus) lines.push(t.bonus.replace("{amount}", money(e.bonus.amount)).replace("{wagering}", money(e.bonus.wagering)));
  if (e.cashbackBoost > 0) lines.push(t.boost.replace("{percent}", String(e.cashbackBoost)));
  return { title: t.title.replace("{level}", level), body: lines.join(" ") };
}
