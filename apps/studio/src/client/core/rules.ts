import type { GameState } from "./api.js";
import { language } from "./i18n.js";

/** Rule sentences per language; {x} placeholders are filled from the game's model. */
type RuleKey =
  | "slotLines"
  | "slotWays"
  | "slotLinePay"
  | "slotWaysPay"
  | "slotWild"
  | "slotWildMultiplier"
  | "slotScatter"
  | "slotFreeSpins"
  | "slotFreeMultiplier"
  | "slotRetrigger"
  | "slotStickyWilds"
  | "malfunction"
  | "roulette1"
  | "roulette2"
  | "roulette3"
  | "rouletteLaPartage"
  | "rouletteFrenchOutside"
  | "blackjackSingle1"
  | "blackjackSingle2"
  | "live1"
  | "live2"
  | "blackjack1"
  | "blackjack2"
  | "blackjack3"
  | "blackjack4"
  | "baccarat1"
  | "baccarat2"
  | "baccarat3"
  | "keno1"
  | "keno2"
  | "kenoZero"
  | "kenoRtp"
  | "scratch1"
  | "scratch2";

const en: Record<RuleKey, string> = {
  slotLines: "{reels} reels, {rows} rows and {lines} fixed paylines; the stake is spread evenly over the lines.",
  slotWays: "{reels} reels, {rows} rows and {ways} ways to win.",
  slotLinePay:
    "Line wins pay for matching symbols from the leftmost reel to the right; only the highest win of each line is paid, and wins on different lines add up.",
  slotWaysPay:
    "Matching symbols on adjacent reels from the leftmost reel win, whatever their row; every combination pays once per way.",
  slotWild: "The wild replaces every symbol except the scatter.",
  slotWildMultiplier: "A multiplier wild counts as that many ways for every way through it.",
  slotScatter: "Scatters pay anywhere on the reels.",
  slotFreeSpins: "{n} or more scatters award free spins.",
  slotFreeMultiplier: "Every free-spin win is multiplied by {m}.",
  slotRetrigger: "Free spins can be won again during free spins.",
  slotStickyWilds:
    "Sticky wilds: a wild that lands during free spins stays in place for the remaining free spins; free spins cannot be won again during free spins.",
  malfunction: "A malfunction voids all pays and plays.",
  roulette1: "European roulette with a single zero: 37 pockets.",
  roulette2: "Inside bets pay 35:1 (number), 17:1 (split), 11:1 (street, trio), 8:1 (corner, first four) and 5:1 (six line).",
  roulette3: "Outside bets pay 2:1 (dozen, column) and 1:1 (red/black, odd/even, 1–18/19–36); zero loses every outside bet.",
  live1: "One shared spin every 30 seconds for every player at the table: 15 seconds to bet, then no more bets.",
  live2: "Bets are taken when you confirm them and paid as soon as the ball rests.",
  blackjack1: "Six decks shuffled before every round. The dealer stands on soft 17.",
  blackjack2: "Blackjack pays 3:2, other wins 1:1, a push returns the stake.",
  blackjack3: "Double on any first two cards; split pairs up to four hands.",
  blackjack4: "Insurance (half the stake) is offered under a dealer ace and pays 2:1.",
  baccarat1: "Punto banco from eight decks: the hand closest to 9 wins; tens and faces count 0.",
  baccarat2: "Player and banker draw by the standard tableau; nobody chooses.",
  baccarat3: "Player pays 1:1, banker 0.95:1 (5% commission), tie 8:1; on a tie, player and banker bets are returned.",
  keno1: "Pick {min} to {max} numbers from 1 to 80; 20 numbers are drawn.",
  keno2: "The paytable for your pick count pays by how many of your numbers are drawn.",
  kenoZero: "Picking {p} and hitting none pays {x}× the stake.",
  kenoRtp: "Return to player by pick count: {list}.",
  scratch1: "Scratch the nine cells: three of the same symbol win that symbol's prize.",
  scratch2: "A card holds at most one winning symbol.",
  rouletteLaPartage:
    "La partage: when the ball lands on zero, every even-money bet (red/black, odd/even, 1–18/19–36) returns half its stake.",
  rouletteFrenchOutside:
    "Outside bets pay 2:1 (dozen, column) and 1:1 (red/black, odd/even, 1–18/19–36); zero loses the dozen and column bets.",
  blackjackSingle1: "A single deck shuffled before every round. The dealer stands on soft 17.",
  blackjackSingle2: "Blackjack pays 6:5, other wins 1:1, a push returns the stake.",
};

const fr: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} rouleaux, {rows} rangées et {lines} lignes fixes ; la mise est répartie sur les lignes.",
  slotWays: "{reels} rouleaux, {rows} rangées et {ways} façons de gagner.",
  slotLinePay:
    "Les lignes paient les symboles identiques depuis le rouleau de gauche ; seul le meilleur gain de chaque ligne est payé et les lignes s'additionnent.",
  slotWaysPay:
    "Les symboles identiques sur des rouleaux voisins depuis la gauche gagnent, quelle que soit la rangée ; chaque combinaison paie par façon.",
  slotWild: "Le joker remplace tous les symboles sauf le scatter.",
  slotWildMultiplier: "Un joker multiplicateur compte autant de façons pour chaque façon qui le traverse.",
  slotScatter: "Les scatters paient n'importe où sur les rouleaux.",
  slotFreeSpins: "{n} scatters ou plus offrent des tours gratuits.",
  slotFreeMultiplier: "Chaque gain en tours gratuits est multiplié par {m}.",
  slotRetrigger: "Les tours gratuits peuvent être regagnés pendant les tours gratuits.",
  slotStickyWilds:
    "Jokers collants : un joker tombé pendant les tours gratuits reste en place jusqu’à la fin des tours gratuits ; les tours gratuits ne peuvent pas être regagnés pendant les tours gratuits.",
  malfunction: "Tout dysfonctionnement annule jeux et paiements.",
  roulette1: "Roulette européenne à un seul zéro : 37 cases.",
  roulette2:
    "Mises intérieures : 35:1 (plein), 17:1 (cheval), 11:1 (transversale, trio), 8:1 (carré, quatre premiers), 5:1 (sixain).",
  roulette3:
    "Mises extérieures : 2:1 (douzaine, colonne) et 1:1 (rouge/noir, pair/impair, 1–18/19–36) ; le zéro fait perdre les mises extérieures.",
  live1: "Un tirage commun toutes les 30 secondes pour toute la table : 15 secondes pour miser, puis rien ne va plus.",
  live2: "Les mises sont prises à la validation et payées dès que la bille s'arrête.",
  blackjack1: "Six jeux mélangés avant chaque tour. Le croupier reste sur 17 souple.",
  blackjack2: "Le blackjack paie 3:2, les autres gains 1:1, l'égalité rend la mise.",
  blackjack3: "Doublez sur les deux premières cartes ; séparez les paires jusqu'à quatre mains.",
  blackjack4: "L'assurance (la moitié de la mise) est proposée sous un as du croupier et paie 2:1.",
  baccarat1: "Punto banco à huit jeux : la main la plus proche de 9 gagne ; dix et figures valent 0.",
  baccarat2: "Joueur et banquier tirent selon le tableau standard ; personne ne choisit.",
  baccarat3:
    "Joueur paie 1:1, banquier 0,95:1 (5 % de commission), égalité 8:1 ; en cas d'égalité les mises joueur et banquier sont rendues.",
  keno1: "Choisissez {min} à {max} numéros de 1 à 80 ; 20 numéros sont tirés.",
  keno2: "La table des gains de votre nombre de choix paie selon vos numéros tirés.",
  kenoZero: "Avec {p} numéros choisis et aucun tiré, vous gagnez {x}× la mise.",
  kenoRtp: "Taux de retour au joueur par nombre de choix : {list}.",
  scratch1: "Grattez les neuf cases : trois symboles identiques gagnent le prix de ce symbole.",
  scratch2: "Un ticket a au plus un symbole gagnant.",
  rouletteLaPartage:
    "La partage : si la bille tombe sur le zéro, chaque mise simple (rouge/noir, pair/impair, manque/passe) rend la moitié de la mise.",
  rouletteFrenchOutside:
    "Mises extérieures : 2:1 (douzaine, colonne) et 1:1 (rouge/noir, pair/impair, 1–18/19–36) ; le zéro fait perdre les douzaines et les colonnes.",
  blackjackSingle1: "Un seul jeu de 52 cartes, mélangé avant chaque manche. Le croupier reste sur 17 souple.",
  blackjackSingle2: "Le blackjack paie 6:5, les autres gains 1:1, une égalité rend la mise.",
};

const de: Partial<Record<RuleKey, string>> = {
  slotLines:
    "{reels} Walzen, {rows} Reihen und {lines} feste Gewinnlinien; der Einsatz verteilt sich gleichmäßig auf die Linien.",
  slotWays: "{reels} Walzen, {rows} Reihen und {ways} Gewinnwege.",
  slotLinePay:
    "Linien zahlen gleiche Symbole ab der linken Walze; je Linie zählt nur der höchste Gewinn, Gewinne verschiedener Linien addieren sich.",
  slotWaysPay: "Gleiche Symbole auf benachbarten Walzen ab links gewinnen, egal in welcher Reihe; jede Kombination zahlt je Weg.",
  slotWild: "Das Wild ersetzt alle Symbole außer dem Scatter.",
  slotWildMultiplier: "Ein Multiplikator-Wild zählt für jeden Weg durch ihn entsprechend viele Wege.",
  slotScatter: "Scatter zahlen überall auf den Walzen.",
  slotFreeSpins: "{n} oder mehr Scatter bringen Freispiele.",
  slotFreeMultiplier: "Jeder Freispielgewinn wird mit {m} multipliziert.",
  slotRetrigger: "Freispiele können während der Freispiele erneut gewonnen werden.",
  slotStickyWilds:
    "Klebrige Wilds: Ein Wild, das in den Freispielen landet, bleibt für die restlichen Freispiele liegen; Freispiele können während der Freispiele nicht erneut gewonnen werden.",
  malfunction: "Fehlfunktionen machen alle Spiele und Auszahlungen ungültig.",
  roulette1: "Europäisches Roulette mit einer Null: 37 Fächer.",
  roulette2:
    "Innere Einsätze zahlen 35:1 (Zahl), 17:1 (Cheval), 11:1 (Transversale, Trio), 8:1 (Carré, erste vier), 5:1 (Sixain).",
  roulette3:
    "Äußere Einsätze zahlen 2:1 (Dutzend, Kolonne) und 1:1 (Rot/Schwarz, Gerade/Ungerade, 1–18/19–36); die Null verliert alle äußeren Einsätze.",
  live1: "Alle 30 Sekunden ein gemeinsamer Wurf für den ganzen Tisch: 15 Sekunden zum Setzen, dann nichts geht mehr.",
  live2: "Einsätze werden beim Bestätigen gebucht und ausgezahlt, sobald die Kugel liegt.",
  blackjack1: "Sechs Decks, vor jeder Runde gemischt. Der Dealer steht auf Soft 17.",
  blackjack2: "Blackjack zahlt 3:2, andere Gewinne 1:1, ein Unentschieden gibt den Einsatz zurück.",
  blackjack3: "Verdoppeln auf die ersten zwei Karten; Paare bis zu vier Hände teilen.",
  blackjack4: "Versicherung (halber Einsatz) bei einem Dealer-Ass, zahlt 2:1.",
  baccarat1: "Punto Banco mit acht Decks: die Hand näher an 9 gewinnt; Zehner und Bilder zählen 0.",
  baccarat2: "Spieler und Bank ziehen nach der Standardtabelle; niemand entscheidet.",
  baccarat3:
    "Spieler zahlt 1:1, Bank 0,95:1 (5 % Kommission), Unentschieden 8:1; bei Unentschieden gehen Spieler- und Bankeinsätze zurück.",
  keno1: "Wählen Sie {min} bis {max} Zahlen von 1 bis 80; 20 Zahlen werden gezogen.",
  keno2: "Die Gewinntabelle Ihrer Anzahl zahlt nach Ihren gezogenen Zahlen.",
  kenoZero: "Bei {p} gewählten Zahlen und keinem Treffer zahlt es {x}× den Einsatz.",
  kenoRtp: "Auszahlungsquote nach Anzahl gewählter Zahlen: {list}.",
  scratch1: "Rubbeln Sie die neun Felder frei: drei gleiche Symbole gewinnen dessen Preis.",
  scratch2: "Ein Los hat höchstens ein Gewinnsymbol.",
  rouletteLaPartage:
    "La partage: Fällt die Kugel auf Null, erhält jede einfache Chance (Rot/Schwarz, Gerade/Ungerade, 1–18/19–36) die Hälfte des Einsatzes zurück.",
  rouletteFrenchOutside:
    "Äußere Einsätze zahlen 2:1 (Dutzend, Kolonne) und 1:1 (Rot/Schwarz, Gerade/Ungerade, 1–18/19–36); die Null verliert Dutzend- und Kolonneneinsätze.",
  blackjackSingle1: "Ein einziges Deck, vor jeder Runde gemischt. Der Dealer steht auf Soft 17.",
  blackjackSingle2: "Blackjack zahlt 6:5, andere Gewinne 1:1, bei Gleichstand gibt es den Einsatz zurück.",
};

const ru: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} барабанов, {rows} ряда и {lines} фиксированных линий; ставка делится поровну между линиями.",
  slotWays: "{reels} барабанов, {rows} ряда и {ways} способов выиграть.",
  slotLinePay:
    "Линии платят за одинаковые символы слева направо с первого барабана; на линии платится только наибольший выигрыш, выигрыши линий складываются.",
  slotWaysPay:
    "Одинаковые символы на соседних барабанах слева выигрывают в любом ряду; каждая комбинация платит за каждый способ.",
  slotWild: "Вайлд заменяет все символы, кроме скаттера.",
  slotWildMultiplier: "Вайлд с множителем считается за столько способов для каждого способа через него.",
  slotScatter: "Скаттеры платят в любом месте барабанов.",
  slotFreeSpins: "{n} и больше скаттеров дают бесплатные вращения.",
  slotFreeMultiplier: "Каждый выигрыш в бесплатных вращениях умножается на {m}.",
  slotRetrigger: "Бесплатные вращения можно выиграть снова во время бесплатных вращений.",
  slotStickyWilds:
    "Липкие вайлды: вайлд, выпавший во время бесплатных вращений, остаётся на месте до их конца; во время бесплатных вращений их нельзя выиграть снова.",
  malfunction: "Сбой аннулирует все игры и выплаты.",
  roulette1: "Европейская рулетка с одним зеро: 37 ячеек.",
  roulette2: "Внутренние ставки: 35:1 (число), 17:1 (сплит), 11:1 (стрит, трио), 8:1 (угол, первые четыре), 5:1 (линия).",
  roulette3:
    "Внешние ставки: 2:1 (дюжина, колонка) и 1:1 (красное/чёрное, чёт/нечет, 1–18/19–36); зеро проигрывает все внешние ставки.",
  live1: "Общий спин каждые 30 секунд для всех за столом: 15 секунд на ставки, затем ставки закрыты.",
  live2: "Ставки списываются при подтверждении и выплачиваются, как только шарик остановится.",
  blackjack1: "Шесть колод, перемешанных перед каждым раундом. Дилер стоит на мягких 17.",
  blackjack2: "Блэкджек платит 3:2, другие выигрыши 1:1, ничья возвращает ставку.",
  blackjack3: "Удвоение на любых двух первых картах; пары можно делить до четырёх рук.",
  blackjack4: "Страховка (половина ставки) предлагается при тузе у дилера и платит 2:1.",
  baccarat1: "Пунто банко из восьми колод: выигрывает рука ближе к 9; десятки и картинки — 0.",
  baccarat2: "Игрок и банкир берут карты по стандартной таблице; никто не выбирает.",
  baccarat3: "Игрок платит 1:1, банкир 0,95:1 (комиссия 5%), ничья 8:1; при ничьей ставки на игрока и банкира возвращаются.",
  keno1: "Выберите от {min} до {max} чисел от 1 до 80; выпадает 20 чисел.",
  keno2: "Таблица выплат для вашего количества чисел платит по числу совпадений.",
  kenoZero: "При {p} выбранных числах и ни одном совпадении выплата — {x}× ставки.",
  kenoRtp: "Возврат игроку по количеству выбранных чисел: {list}.",
  scratch1: "Сотрите девять полей: три одинаковых символа выигрывают приз этого символа.",
  scratch2: "На билете не больше одного выигрышного символа.",
  rouletteLaPartage:
    "Ла партаж: если шарик падает на зеро, каждая ставка на равные шансы (красное/чёрное, чёт/нечет, 1–18/19–36) возвращает половину ставки.",
  rouletteFrenchOutside:
    "Внешние ставки: 2:1 (дюжина, колонка) и 1:1 (красное/чёрное, чёт/нечет, 1–18/19–36); на зеро проигрывают ставки на дюжины и колонки.",
  blackjackSingle1: "Одна колода, перемешивается перед каждым раундом. Дилер останавливается на мягких 17.",
  blackjackSingle2: "Блэкджек платит 6:5, остальные выигрыши 1:1, ничья возвращает ставку.",
};

const uk: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} барабанів, {rows} ряди і {lines} фіксованих ліній; ставка ділиться порівну між лініями.",
  slotWays: "{reels} барабанів, {rows} ряди і {ways} способів виграти.",
  slotLinePay:
    "Лінії платять за однакові символи зліва направо з першого барабана; на лінії платиться лише найбільший виграш, виграші ліній додаються.",
  slotWaysPay:
    "Однакові символи на сусідніх барабанах зліва виграють у будь-якому ряду; кожна комбінація платить за кожен спосіб.",
  slotWild: "Вайлд замінює всі символи, крім скатера.",
  slotWildMultiplier: "Вайлд із множником рахується за стільки способів для кожного способу через нього.",
  slotScatter: "Скатери платять будь-де на барабанах.",
  slotFreeSpins: "{n} і більше скатерів дають безкоштовні оберти.",
  slotFreeMultiplier: "Кожен виграш у безкоштовних обертах множиться на {m}.",
  slotRetrigger: "Безкоштовні оберти можна виграти знову під час безкоштовних обертів.",
  slotStickyWilds:
    "Липкі вайлди: вайлд, що випав під час безкоштовних обертів, лишається на місці до їх кінця; під час безкоштовних обертів їх не можна виграти знову.",
  malfunction: "Збій анулює всі ігри та виплати.",
  roulette1: "Європейська рулетка з одним зеро: 37 комірок.",
  roulette2: "Внутрішні ставки: 35:1 (число), 17:1 (спліт), 11:1 (стріт, тріо), 8:1 (кут, перші чотири), 5:1 (лінія).",
  roulette3:
    "Зовнішні ставки: 2:1 (дюжина, колонка) і 1:1 (червоне/чорне, парне/непарне, 1–18/19–36); зеро програє всі зовнішні ставки.",
  live1: "Спільний спін кожні 30 секунд для всіх за столом: 15 секунд на ставки, потім ставки закрито.",
  live2: "Ставки списуються при підтвердженні й виплачуються, щойно кулька зупиниться.",
  blackjack1: "Шість колод, перетасованих перед кожним раундом. Дилер стоїть на м'яких 17.",
  blackjack2: "Блекджек платить 3:2, інші виграші 1:1, нічия повертає ставку.",
  blackjack3: "Подвоєння на будь-яких двох перших картах; пари можна ділити до чотирьох рук.",
  blackjack4: "Страховка (половина ставки) пропонується при тузі в дилера і платить 2:1.",
  baccarat1: "Пунто банко з восьми колод: виграє рука ближча до 9; десятки й картинки — 0.",
  baccarat2: "Гравець і банкір беруть карти за стандартною таблицею; ніхто не вибирає.",
  baccarat3: "Гравець платить 1:1, банкір 0,95:1 (комісія 5%), нічия 8:1; при нічиїй ставки на гравця й банкіра повертаються.",
  keno1: "Виберіть від {min} до {max} чисел від 1 до 80; випадає 20 чисел.",
  keno2: "Таблиця виплат для вашої кількості чисел платить за кількістю збігів.",
  kenoZero: "Якщо вибрано {p} чисел і жодне не випало, виплата — {x}× ставки.",
  kenoRtp: "Повернення гравцю за кількістю вибраних чисел: {list}.",
  scratch1: "Зітріть дев'ять полів: три однакові символи виграють приз цього символу.",
  scratch2: "На квитку не більше одного виграшного символу.",
  rouletteLaPartage:
    "Ла партаж: якщо кулька падає на зеро, кожна ставка на рівні шанси (червоне/чорне, парне/непарне, 1–18/19–36) повертає половину ставки.",
  rouletteFrenchOutside:
    "Зовнішні ставки: 2:1 (дюжина, колонка) і 1:1 (червоне/чорне, парне/непарне, 1–18/19–36); на зеро програють ставки на дюжини й колонки.",
  blackjackSingle1: "Одна колода, перемішується перед кожним раундом. Дилер зупиняється на м’яких 17.",
  blackjackSingle2: "Блекджек платить 6:5, інші виграші 1:1, нічия повертає ставку.",
};

const pt: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} rolos, {rows} linhas e {lines} linhas de pagamento fixas; a aposta divide-se igualmente pelas linhas.",
  slotWays: "{reels} rolos, {rows} linhas e {ways} formas de ganhar.",
  slotLinePay:
    "As linhas pagam símbolos iguais a partir do rolo da esquerda; só o maior ganho de cada linha é pago e as linhas somam-se.",
  slotWaysPay: "Símbolos iguais em rolos vizinhos a partir da esquerda ganham em qualquer linha; cada combinação paga por forma.",
  slotWild: "O wild substitui todos os símbolos exceto o scatter.",
  slotWildMultiplier: "Um wild multiplicador conta como tantas formas em cada forma que passa por ele.",
  slotScatter: "Os scatters pagam em qualquer posição.",
  slotFreeSpins: "{n} ou mais scatters dão rodadas grátis.",
  slotFreeMultiplier: "Cada ganho nas rodadas grátis é multiplicado por {m}.",
  slotRetrigger: "As rodadas grátis podem ser ganhas de novo durante as rodadas grátis.",
  slotStickyWilds:
    "Wilds fixos: um wild que cai durante as rodadas grátis fica no lugar até ao fim delas; as rodadas grátis não podem ser ganhas de novo durante as rodadas grátis.",
  malfunction: "Uma avaria anula todas as jogadas e pagamentos.",
  roulette1: "Roleta europeia com um só zero: 37 casas.",
  roulette2:
    "Apostas interiores pagam 35:1 (número), 17:1 (cavalo), 11:1 (transversal, trio), 8:1 (quadrado, primeiros quatro), 5:1 (sexteto).",
  roulette3:
    "Apostas exteriores pagam 2:1 (dúzia, coluna) e 1:1 (vermelho/preto, par/ímpar, 1–18/19–36); o zero perde todas as exteriores.",
  live1: "Um giro partilhado a cada 30 segundos para toda a mesa: 15 segundos para apostar, depois apostas encerradas.",
  live2: "As apostas são debitadas ao confirmar e pagas assim que a bola para.",
  blackjack1: "Seis baralhos baralhados antes de cada ronda. O dealer para no 17 suave.",
  blackjack2: "Blackjack paga 3:2, outros ganhos 1:1, o empate devolve a aposta.",
  blackjack3: "Dobre em quaisquer duas primeiras cartas; divida pares até quatro mãos.",
  blackjack4: "O seguro (metade da aposta) é oferecido com um ás do dealer e paga 2:1.",
  baccarat1: "Punto banco com oito baralhos: ganha a mão mais próxima de 9; dez e figuras valem 0.",
  baccarat2: "Jogador e banca tiram cartas pela tabela padrão; ninguém escolhe.",
  baccarat3:
    "Jogador paga 1:1, banca 0,95:1 (5% de comissão), empate 8:1; no empate as apostas em jogador e banca são devolvidas.",
  keno1: "Escolha de {min} a {max} números de 1 a 80; são sorteados 20 números.",
  keno2: "A tabela de prémios da sua quantidade paga pelos números acertados.",
  kenoZero: "Com {p} números escolhidos e nenhum acerto, paga {x}× a aposta.",
  kenoRtp: "Retorno ao jogador por quantidade de números: {list}.",
  scratch1: "Raspe as nove casas: três símbolos iguais ganham o prémio desse símbolo.",
  scratch2: "Um bilhete tem no máximo um símbolo vencedor.",
  rouletteLaPartage:
    "La partage: quando a bola cai no zero, cada aposta de paridade (vermelho/preto, par/ímpar, 1–18/19–36) devolve metade do valor apostado.",
  rouletteFrenchOutside:
    "Apostas exteriores pagam 2:1 (dúzia, coluna) e 1:1 (vermelho/preto, par/ímpar, 1–18/19–36); o zero perde as apostas em dúzias e colunas.",
  blackjackSingle1: "Um único baralho, embaralhado antes de cada rodada. O dealer para no 17 suave.",
  blackjackSingle2: "Blackjack paga 6:5, outros ganhos 1:1, um empate devolve a aposta.",
};

const hi: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} रील, {rows} पंक्तियाँ और {lines} स्थिर पेलाइनें; दांव सभी लाइनों में बराबर बँटता है।",
  slotWays: "{reels} रील, {rows} पंक्तियाँ और जीतने के {ways} तरीके।",
  slotLinePay: "लाइनें बाईं रील से एक जैसे चिह्नों पर भुगतान करती हैं; हर लाइन की सबसे बड़ी जीत मिलती है और लाइनों की जीत जुड़ती है।",
  slotWaysPay: "बाईं ओर से पास-पास की रीलों पर एक जैसे चिह्न किसी भी पंक्ति में जीतते हैं; हर संयोजन हर तरीके पर भुगतान करता है।",
  slotWild: "वाइल्ड स्कैटर को छोड़ हर चिह्न की जगह लेता है।",
  slotWildMultiplier: "गुणक वाइल्ड अपने से गुज़रने वाले हर तरीके को उतने तरीके गिनता है।",
  slotScatter: "स्कैटर रीलों पर कहीं भी भुगतान करते हैं।",
  slotFreeSpins: "{n} या अधिक स्कैटर फ्री स्पिन देते हैं।",
  slotFreeMultiplier: "फ्री स्पिन की हर जीत {m} से गुणा होती है।",
  slotRetrigger: "फ्री स्पिन के दौरान फ्री स्पिन फिर से जीते जा सकते हैं।",
  slotStickyWilds:
    "स्टिकी वाइल्ड: फ्री स्पिन के दौरान आया वाइल्ड बाकी फ्री स्पिन तक अपनी जगह रहता है; फ्री स्पिन के दौरान फ्री स्पिन फिर से नहीं जीते जा सकते।",
  malfunction: "खराबी होने पर सभी खेल और भुगतान रद्द।",
  roulette1: "एक शून्य वाला यूरोपीय रूलेट: 37 खाने।",
  roulette2: "अंदरूनी दांव: 35:1 (नंबर), 17:1 (स्प्लिट), 11:1 (स्ट्रीट, ट्रायो), 8:1 (कॉर्नर, पहले चार), 5:1 (सिक्स लाइन)।",
  roulette3: "बाहरी दांव: 2:1 (दर्जन, कॉलम) और 1:1 (लाल/काला, सम/विषम, 1–18/19–36); शून्य पर सभी बाहरी दांव हारते हैं।",
  live1: "पूरी टेबल के लिए हर 30 सेकंड में एक साझा स्पिन: दांव के लिए 15 सेकंड, फिर दांव बंद।",
  live2: "पुष्टि करने पर दांव लिए जाते हैं और गेंद रुकते ही भुगतान होता है।",
  blackjack1: "हर राउंड से पहले फेंटे गए छह डेक। डीलर सॉफ्ट 17 पर रुकता है।",
  blackjack2: "ब्लैकजैक 3:2 देता है, बाकी जीत 1:1, बराबरी पर दांव लौटता है।",
  blackjack3: "पहले दो पत्तों पर डबल; जोड़ों को चार हाथों तक स्प्लिट करें।",
  blackjack4: "डीलर के इक्के पर इंश्योरेंस (आधा दांव) मिलता है, 2:1 देता है।",
  baccarat1: "आठ डेक का पुंटो बैंको: 9 के सबसे पास वाला हाथ जीतता है; दस और चित्र 0 गिने जाते हैं।",
  baccarat2: "प्लेयर और बैंकर मानक तालिका से पत्ते लेते हैं; कोई चुनाव नहीं।",
  baccarat3: "प्लेयर 1:1, बैंकर 0.95:1 (5% कमीशन), टाई 8:1; टाई पर प्लेयर और बैंकर दांव लौटते हैं।",
  keno1: "1 से 80 में से {min} से {max} नंबर चुनें; 20 नंबर निकलते हैं।",
  keno2: "आपकी चुनी संख्या की भुगतान तालिका मिलान के हिसाब से देती है।",
  kenoZero: "{p} नंबर चुनकर एक भी मेल न होने पर दांव का {x}× मिलता है।",
  kenoRtp: "चुने गए नंबरों की संख्या के अनुसार खिलाड़ी को वापसी: {list}।",
  scratch1: "नौ खाने खुरचें: तीन एक जैसे चिह्न उस चिह्न का इनाम जीतते हैं।",
  scratch2: "एक टिकट में अधिकतम एक जीतने वाला चिह्न होता है।",
  rouletteLaPartage: "ला पार्टाज: गेंद शून्य पर गिरने पर हर सम-धन दांव (लाल/काला, सम/विषम, 1–18/19–36) आधी राशि लौटाता है।",
  rouletteFrenchOutside: "बाहरी दांव: 2:1 (दर्जन, कॉलम) और 1:1 (लाल/काला, सम/विषम, 1–18/19–36); शून्य पर दर्जन और कॉलम के दांव हारते हैं।",
  blackjackSingle1: "एक ही डेक, हर राउंड से पहले फेंटा जाता है। डीलर सॉफ्ट 17 पर रुकता है।",
  blackjackSingle2: "ब्लैकजैक 6:5 देता है, अन्य जीत 1:1, बराबरी पर दांव लौटता है।",
};

const kk: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} барабан, {rows} қатар және {lines} тұрақты сызық; бәс сызықтарға тең бөлінеді.",
  slotWays: "{reels} барабан, {rows} қатар және ұтудың {ways} тәсілі.",
  slotLinePay: "Сызықтар сол жақ барабаннан бастап бірдей таңбаларға төлейді; әр сызықтың ең үлкен ұтысы ғана төленеді.",
  slotWaysPay: "Сол жақтан көрші барабандардағы бірдей таңбалар кез келген қатарда ұтады; әр комбинация әр тәсіл үшін төлейді.",
  slotWild: "Уайлд скаттерден басқа барлық таңбаны алмастырады.",
  slotWildMultiplier: "Көбейткіш уайлд ол арқылы өтетін әр тәсілді сонша тәсіл етіп санайды.",
  slotScatter: "Скаттерлер барабанның кез келген жерінде төлейді.",
  slotFreeSpins: "{n} немесе одан көп скаттер тегін айналымдар береді.",
  slotFreeMultiplier: "Тегін айналымдағы әр ұтыс {m} есе көбейеді.",
  slotRetrigger: "Тегін айналымдар кезінде оларды қайта ұтуға болады.",
  slotStickyWilds:
    "Жабысқақ уайлдтар: тегін айналым кезінде түскен уайлд қалған тегін айналымдар бойы орнында қалады; тегін айналым кезінде оларды қайта ұтуға болмайды.",
  malfunction: "Ақаулық барлық ойын мен төлемді жояды.",
  roulette1: "Бір нөлді еуропалық рулетка: 37 ұя.",
  roulette2: "Ішкі бәстер: 35:1 (сан), 17:1 (сплит), 11:1 (стрит, трио), 8:1 (бұрыш, алғашқы төрт), 5:1 (алты сан).",
  roulette3: "Сыртқы бәстер: 2:1 (дюжина, баған) және 1:1 (қызыл/қара, жұп/тақ, 1–18/19–36); нөл барлық сыртқы бәсті ұтқызады.",
  live1: "Бүкіл үстелге әр 30 секунд сайын ортақ айналым: бәске 15 секунд, содан кейін бәс жабылады.",
  live2: "Бәстер растағанда алынады және шар тоқтағанда төленеді.",
  blackjack1: "Әр раунд алдында араластырылатын алты колода. Дилер жұмсақ 17-де тоқтайды.",
  blackjack2: "Блэкджек 3:2 төлейді, басқа ұтыстар 1:1, тең ойында бәс қайтады.",
  blackjack3: "Алғашқы екі картада екі есе; жұптарды төрт қолға дейін бөлуге болады.",
  blackjack4: "Дилерде тұз болса, сақтандыру (бәстің жартысы) 2:1 төлейді.",
  baccarat1: "Сегіз колодалы пунто банко: 9-ға жақын қол ұтады; ондықтар мен суреттер 0.",
  baccarat2: "Ойыншы мен банкир стандарт кесте бойынша алады; ешкім таңдамайды.",
  baccarat3: "Ойыншы 1:1, банкир 0,95:1 (5% комиссия), тең 8:1; тең болса, ойыншы мен банкир бәстері қайтады.",
  keno1: "1-ден 80-ге дейін {min}–{max} сан таңдаңыз; 20 сан шығады.",
  keno2: "Таңдалған сан санына арналған кесте сәйкестік бойынша төлейді.",
  kenoZero: "{p} сан таңдап, бірде-бір сәйкестік болмаса, ставканың {x}× төленеді.",
  kenoRtp: "Таңдалған сандар саны бойынша ойыншыға қайтарым: {list}.",
  scratch1: "Тоғыз ұяшықты сүртіңіз: үш бірдей таңба сол таңбаның жүлдесін ұтады.",
  scratch2: "Билетте ең көбі бір ұтатын таңба болады.",
  rouletteLaPartage:
    "Ла партаж: шар нөлге түссе, әрбір тең мүмкіндікті бәс (қызыл/қара, жұп/тақ, 1–18/19–36) бәстің жартысын қайтарады.",
  rouletteFrenchOutside:
    "Сыртқы бәстер: 2:1 (дюжина, баған) және 1:1 (қызыл/қара, жұп/тақ, 1–18/19–36); нөлде дюжина мен бағанға бәстер ұтылады.",
  blackjackSingle1: "Бір колода, әр раунд алдында араластырылады. Дилер жұмсақ 17-де тоқтайды.",
  blackjackSingle2: "Блэкджек 6:5 төлейді, басқа ұтыстар 1:1, тең нәтиже бәсті қайтарады.",
};

const uz: Partial<Record<RuleKey, string>> = {
  slotLines: "{reels} baraban, {rows} qator va {lines} ta qat’iy chiziq; tikish chiziqlarga teng bo‘linadi.",
  slotWays: "{reels} baraban, {rows} qator va yutishning {ways} usuli.",
  slotLinePay: "Chiziqlar chap barabandan bir xil belgilar uchun to‘laydi; har chiziqning eng katta yutug‘i to‘lanadi.",
  slotWaysPay:
    "Chapdan qo‘shni barabanlardagi bir xil belgilar istalgan qatorda yutadi; har kombinatsiya har usul uchun to‘laydi.",
  slotWild: "Wild scatterdan boshqa barcha belgilar o‘rnini bosadi.",
  slotWildMultiplier: "Ko‘paytiruvchi wild undan o‘tgan har usulni shuncha usul deb hisoblaydi.",
  slotScatter: "Scatterlar barabanning istalgan joyida to‘laydi.",
  slotFreeSpins: "{n} yoki undan ko‘p scatter bepul aylantirishlar beradi.",
  slotFreeMultiplier: "Bepul aylantirishdagi har yutuq {m} ga ko‘paytiriladi.",
  slotRetrigger: "Bepul aylantirishlar paytida ularni yana yutish mumkin.",
  slotStickyWilds:
    "Yopishqoq wildlar: bepul aylantirish paytida tushgan wild qolgan bepul aylantirishlar davomida joyida qoladi; bepul aylantirish paytida ularni qayta yutib bo‘lmaydi.",
  malfunction: "Nosozlik barcha o‘yin va to‘lovlarni bekor qiladi.",
  roulette1: "Bitta nolli Yevropa ruletkasi: 37 uya.",
  roulette2: "Ichki tikishlar: 35:1 (raqam), 17:1 (split), 11:1 (strit, trio), 8:1 (burchak, dastlabki to‘rt), 5:1 (olti raqam).",
  roulette3:
    "Tashqi tikishlar: 2:1 (o‘nlik, ustun) va 1:1 (qizil/qora, juft/toq, 1–18/19–36); nol barcha tashqi tikishlarni yutqazadi.",
  live1: "Butun stol uchun har 30 soniyada umumiy aylantirish: tikish uchun 15 soniya, keyin tikishlar yopiladi.",
  live2: "Tikishlar tasdiqlanganda olinadi va shar to‘xtashi bilan to‘lanadi.",
  blackjack1: "Har raunddan oldin aralashtiriladigan oltita koloda. Diler yumshoq 17 da to‘xtaydi.",
  blackjack2: "Blekjek 3:2 to‘laydi, boshqa yutuqlar 1:1, durangda tikish qaytadi.",
  blackjack3: "Dastlabki ikki kartada ikki barobar; juftlarni to‘rt qo‘lgacha bo‘lish mumkin.",
  blackjack4: "Dilerda tuz bo‘lsa, sug‘urta (tikishning yarmi) 2:1 to‘laydi.",
  baccarat1: "Sakkiz kolodali punto banko: 9 ga yaqin qo‘l yutadi; o‘nliklar va rasmlar 0.",
  baccarat2: "O‘yinchi va bankir standart jadval bo‘yicha oladi; hech kim tanlamaydi.",
  baccarat3: "O‘yinchi 1:1, bankir 0,95:1 (5% komissiya), durang 8:1; durangda o‘yinchi va bankir tikishlari qaytadi.",
  keno1: "1 dan 80 gacha {min}–{max} ta raqam tanlang; 20 ta raqam chiqadi.",
  keno2: "Tanlangan raqamlar soni jadvali mosliklar bo‘yicha to‘laydi.",
  kenoZero: "{p} ta raqam tanlab, birortasi ham chiqmasa, tikishning {x}× to‘lanadi.",
  kenoRtp: "Tanlangan raqamlar soni bo‘yicha o‘yinchiga qaytim: {list}.",
  scratch1: "To‘qqiz katakni qirib tashlang: uchta bir xil belgi shu belgining sovrinini yutadi.",
  scratch2: "Chiptada ko‘pi bilan bitta yutuqli belgi bo‘ladi.",
  rouletteLaPartage:
    "La partaj: shar nolga tushsa, har bir teng imkoniyatli tikish (qizil/qora, juft/toq, 1–18/19–36) tikishning yarmini qaytaradi.",
  rouletteFrenchOutside:
    "Tashqi tikishlar: 2:1 (o‘nlik, ustun) va 1:1 (qizil/qora, juft/toq, 1–18/19–36); nolda o‘nlik va ustun tikishlari yutqazadi.",
  blackjackSingle1: "Bitta koloda, har raunddan oldin aralashtiriladi. Diler yumshoq 17 da to‘xtaydi.",
  blackjackSingle2: "Blekjek 6:5 to‘laydi, boshqa yutuqlar 1:1, durang tikishni qaytaradi.",
};

const RULES: Record<string, Partial<Record<RuleKey, string>>> = { en, fr, de, ru, uk, pt, hi, kk, uz };

/** Every rule line of a language as written (tests read the wording). */
export const ruleLines = (lang: string): string[] => Object.values(RULES[lang] ?? {});

function say(key: RuleKey, vars: Record<string, string | number> = {}) {
  const text = RULES[language()]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

interface SlotModelLike {
  reels: number;
  rows: number;
  symbols: { kind: string; multiplier?: number }[];
  evaluation: { kind: "lines"; lines: number[][] } | { kind: "ways" };
  scatter?: { freeSpins: number[]; retrigger: boolean };
  freeSpins?: { multiplier: number; stickyWilds?: boolean };
}

/** The game's rules in the player's language, built from its family and math model. */
export function localRules(state: GameState): string[] {
  switch (state.game.family) {
    case "slot": {
      const m = state.game.model.model as SlotModelLike;
      const out: string[] = [];
      if (m.evaluation.kind === "lines") {
        out.push(say("slotLines", { reels: m.reels, rows: m.rows, lines: m.evaluation.lines.length }), say("slotLinePay"));
      } else {
        out.push(say("slotWays", { reels: m.reels, rows: m.rows, ways: m.rows ** m.reels }), say("slotWaysPay"));
      }
      if (m.symbols.some((s) => s.kind === "wild")) out.push(say("slotWild"));
      if (m.symbols.some((s) => s.kind === "wild" && (s.multiplier ?? 1) > 1)) out.push(say("slotWildMultiplier"));
      if (m.scatter) {
        out.push(say("slotScatter"));
        const first = m.scatter.freeSpins.findIndex((n) => n > 0);
        if (first > 0) out.push(say("slotFreeSpins", { n: first }));
        if ((m.freeSpins?.multiplier ?? 1) > 1) out.push(say("slotFreeMultiplier", { m: `×${m.freeSpins!.multiplier}` }));
        if (m.scatter.retrigger) out.push(say("slotRetrigger"));
        if (m.freeSpins?.stickyWilds) out.push(say("slotStickyWilds"));
      }
      out.push(say("malfunction"));
      return out;
    }
    case "roulette":
      if (state.game.id === "french-roulette")
        return [say("roulette1"), say("roulette2"), say("rouletteFrenchOutside"), say("rouletteLaPartage"), say("malfunction")];
      return [say("roulette1"), say("roulette2"), say("roulette3"), say("malfunction")];
    case "live-roulette":
      return [say("live1"), say("live2"), say("roulette1"), say("roulette2"), say("roulette3"), say("malfunction")];
    case "blackjack":
      if (state.game.id === "single-deck-blackjack")
        return [say("blackjackSingle1"), say("blackjackSingle2"), say("blackjack3"), say("blackjack4"), say("malfunction")];
      return [say("blackjack1"), say("blackjack2"), say("blackjack3"), say("blackjack4"), say("malfunction")];
    case "baccarat":
      return [say("baccarat1"), say("baccarat2"), say("baccarat3"), say("malfunction")];
    case "keno": {
      const picks = (state.game.model.picks as number[] | undefined) ?? [1, 10];
      const paytables = (state.game.model.paytables ?? {}) as Record<string, Record<string, number>>;
      const rtps = state.game.model.rtpByPicks as number[] | undefined;
      // a pick count whose table pays for no hit at all (tenths of the stake)
      const zero = picks.filter((p) => (paytables[p]?.[0] ?? 0) > 0);
      return [
        say("keno1", { min: picks[0]!, max: picks[picks.length - 1]! }),
        say("keno2"),
        ...zero.map((p) => say("kenoZero", { p, x: paytables[p]![0]! / 10 })),
        ...(rtps ? [say("kenoRtp", { list: picks.map((p, i) => `${p}: ${(rtps[i]! * 100).toFixed(2)}%`).join(", ") })] : []),
        say("malfunction"),
      ];
    }
    case "scratch":
      return [say("scratch1"), say("scratch2"), say("malfunction")];
    default:
      return [];
  }
}
