import type { Db } from "../../platform/db.js";
import type { BlogService } from "./service.js";

type DemoPost = { slug: string; title: string; description: string; bodyMd: string; featured?: boolean };

/** DEMO DATA for `npm start`: a few published posts in every blog language (idempotent by slug). */
const POSTS: Record<string, DemoPost[]> = {
  en: [
    {
      slug: "welcome-to-the-blog",
      title: "Welcome to the {{brand}} blog",
      description: "News, game guides and tournaments, every week.",
      bodyMd:
        "## Hello\n\nThis is where we post **news**, game guides and the results of our tournaments.\n\n- New games every week\n- Tips on playing responsibly\n- Winners of our cups",
      featured: true,
    },
    {
      slug: "how-rtp-works",
      title: "What RTP means for your play",
      description: "Return to player, volatility and why a session is never a promise.",
      bodyMd:
        "## Return to player\n\nRTP is the share of all stakes a game pays back **over millions of rounds**. A single session can end anywhere.\n\n## Volatility\n\nLow volatility pays small wins often; high volatility pays rarely but more.",
    },
    {
      slug: "setting-limits",
      title: "Set your limits before you play",
      description: "Deposit and loss limits, cool-down and self-exclusion in your account.",
      bodyMd:
        "Open **Restrictions** in your account to set deposit and loss limits, take a cool-down or exclude yourself. Lower limits apply at once.",
    },
    {
      slug: "withdrawals-explained",
      title: "How withdrawals are paid",
      description: "From request to your bank: what happens and how long it takes.",
      bodyMd:
        "1. You request a withdrawal; the amount is reserved.\n2. We check it (and your documents, the first time).\n3. The payment provider pays it out.",
    },
  ],
  de: [
    {
      slug: "willkommen",
      title: "Willkommen im {{brand}} Blog",
      description: "Neuigkeiten, Spielanleitungen und Turniere.",
      bodyMd: "## Hallo\n\nHier finden Sie **Neuigkeiten**, Spielanleitungen und Turnierergebnisse.",
      featured: true,
    },
    {
      slug: "limits-setzen",
      title: "Setzen Sie Ihre Limits",
      description: "Einzahlungs- und Verlustlimits, Pause und Selbstausschluss.",
      bodyMd: "Unter **Einschränkungen** in Ihrem Konto setzen Sie Limits oder legen eine Pause ein.",
    },
  ],
  ru: [
    {
      slug: "dobro-pozhalovat",
      title: "Добро пожаловать в блог {{brand}}",
      description: "Новости, гайды по играм и турниры.",
      bodyMd: "## Привет\n\nЗдесь мы публикуем **новости**, гайды и итоги турниров.",
      featured: true,
    },
    {
      slug: "limity",
      title: "Установите лимиты заранее",
      description: "Лимиты депозитов и проигрышей, пауза и самоисключение.",
      bodyMd: "В разделе **Ограничения** аккаунта можно задать лимиты или взять паузу.",
    },
  ],
  uk: [
    {
      slug: "laskavo-prosymo",
      title: "Ласкаво просимо до блогу {{brand}}",
      description: "Новини, посібники з ігор і турніри.",
      bodyMd: "## Привіт\n\nТут ми публікуємо **новини**, посібники та підсумки турнірів.",
      featured: true,
    },
    {
      slug: "limity",
      title: "Встановіть ліміти заздалегідь",
      description: "Ліміти депозитів і програшів, пауза й самовиключення.",
      bodyMd: "У розділі **Обмеження** акаунта можна задати ліміти або взяти паузу.",
    },
  ],
  hi: [
    {
      slug: "swagat",
      title: "{{brand}} ब्लॉग में स्वागत है",
      description: "खबरें, गेम गाइड और टूर्नामेंट।",
      bodyMd: "## नमस्ते\n\nयहाँ हम **खबरें**, गाइड और टूर्नामेंट के नतीजे प्रकाशित करते हैं।",
      featured: true,
    },
    {
      slug: "seema",
      title: "खेलने से पहले अपनी सीमा तय करें",
      description: "जमा और हानि सीमा, विराम और स्व-बहिष्करण।",
      bodyMd: "अपने खाते के **प्रतिबंध** में सीमाएँ तय करें या विराम लें।",
    },
  ],
  pt: [
    {
      slug: "bem-vindo",
      title: "Bem-vindo ao blog {{brand}}",
      description: "Notícias, guias de jogos e torneios.",
      bodyMd: "## Olá\n\nAqui publicamos **notícias**, guias e resultados de torneios.",
      featured: true,
    },
    {
      slug: "limites",
      title: "Defina os seus limites",
      description: "Limites de depósito e perdas, pausa e autoexclusão.",
      bodyMd: "Em **Restrições** na sua conta pode definir limites ou fazer uma pausa.",
    },
  ],
};

export async function seedBlogDemo(db: Db, blog: BlogService) {
  for (const [lang, posts] of Object.entries(POSTS)) {
    const existing = new Set((await blog.adminList({ lang: lang as never })).map((p) => p.slug));
    for (const p of posts.reverse()) {
      if (existing.has(p.slug)) continue;
      await db.transaction((tx) =>
        blog.create(tx, { lang, ...p, featured: p.featured ?? false, image: null, status: "published" }, "demo"),
      );
    }
  }
}
