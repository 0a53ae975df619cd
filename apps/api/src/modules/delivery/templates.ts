import { DEFAULT_LOCALE, isLocale, type Locale } from "../../platform/locale.js";

/**
 * What the casino sends. E-mail templates carry a subject and a body; SMS
 * templates only a body. `{brand}`, `{code}`, `{link}` and `{minutes}` are
 * replaced from the message's variables.
 */
export const EMAIL_TEMPLATES = ["registration", "recovery", "contact", "verification_request"] as const;
export const SMS_TEMPLATES = ["registration", "recovery", "contact"] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

export interface MessageVars {
  code?: string;
  link?: string;
  minutes?: number;
}

interface EmailText {
  subject: string;
  body: string;
}

type Table = {
  email: Record<EmailTemplate, EmailText>;
  sms: Record<SmsTemplate, string>;
};

const en: Table = {
  email: {
    registration: {
      subject: "{brand}: confirm your e-mail",
      body: "Welcome to {brand}!\n\nConfirm your e-mail to finish your registration:\n{link}\n\nYour confirmation code: {code}\nThe link is valid for {minutes} minutes. If you did not register, ignore this message.",
    },
    recovery: {
      subject: "{brand}: reset your password",
      body: "You asked to reset your {brand} password.\n\nOpen this link to choose a new one:\n{link}\n\nYour code: {code}\nThe link is valid for {minutes} minutes. If it was not you, ignore this message: your password stays the same.",
    },
    contact: {
      subject: "{brand}: confirm your contact e-mail",
      body: "Confirm this e-mail address for your {brand} account:\n{link}\n\nYour confirmation code: {code}\nThe link is valid for {minutes} minutes.",
    },
    verification_request: {
      subject: "{brand}: please verify your identity",
      body: "We need to verify your identity for your {brand} account.\n\nOpen Verification and upload a photo or scan of an identity document:\n{link}\n\nWithdrawals that need a verified account wait until we have checked it.",
    },
  },
  sms: {
    registration: "{brand}: your registration code is {code}. Valid for {minutes} min.",
    recovery: "{brand}: your password reset code is {code}. Valid for {minutes} min.",
    contact: "{brand}: your phone confirmation code is {code}. Valid for {minutes} min.",
  },
};

const fr: Table = {
  email: {
    registration: {
      subject: "{brand} : confirmez votre e-mail",
      body: "Bienvenue sur {brand} !\n\nConfirmez votre e-mail pour terminer votre inscription :\n{link}\n\nVotre code de confirmation : {code}\nLe lien est valable {minutes} minutes. Si vous ne vous êtes pas inscrit, ignorez ce message.",
    },
    recovery: {
      subject: "{brand} : réinitialisez votre mot de passe",
      body: "Vous avez demandé à réinitialiser votre mot de passe {brand}.\n\nOuvrez ce lien pour en choisir un nouveau :\n{link}\n\nVotre code : {code}\nLe lien est valable {minutes} minutes. Si ce n'était pas vous, ignorez ce message.",
    },
    contact: {
      subject: "{brand} : confirmez votre e-mail de contact",
      body: "Confirmez cette adresse e-mail pour votre compte {brand} :\n{link}\n\nVotre code de confirmation : {code}\nLe lien est valable {minutes} minutes.",
    },
    verification_request: {
      subject: "{brand} : veuillez vérifier votre identité",
      body: "Nous devons vérifier votre identité pour votre compte {brand}.\n\nOuvrez Vérification et envoyez une photo ou un scan d'une pièce d'identité :\n{link}\n\nLes retraits qui demandent un compte vérifié attendent notre contrôle.",
    },
  },
  sms: {
    registration: "{brand} : votre code d'inscription est {code}. Valable {minutes} min.",
    recovery: "{brand} : votre code de réinitialisation est {code}. Valable {minutes} min.",
    contact: "{brand} : votre code de confirmation du téléphone est {code}. Valable {minutes} min.",
  },
};

const ru: Table = {
  email: {
    registration: {
      subject: "{brand}: подтвердите e-mail",
      body: "Добро пожаловать в {brand}!\n\nПодтвердите e-mail, чтобы завершить регистрацию:\n{link}\n\nКод подтверждения: {code}\nСсылка действует {minutes} мин. Если вы не регистрировались, просто проигнорируйте это письмо.",
    },
    recovery: {
      subject: "{brand}: восстановление пароля",
      body: "Вы запросили восстановление пароля {brand}.\n\nОткройте ссылку, чтобы задать новый пароль:\n{link}\n\nВаш код: {code}\nСсылка действует {minutes} мин. Если это были не вы, проигнорируйте письмо.",
    },
    contact: {
      subject: "{brand}: подтвердите контактный e-mail",
      body: "Подтвердите этот адрес для аккаунта {brand}:\n{link}\n\nКод подтверждения: {code}\nСсылка действует {minutes} мин.",
    },
    verification_request: {
      subject: "{brand}: подтвердите личность",
      body: "Нам нужно подтвердить вашу личность для аккаунта {brand}.\n\nОткройте раздел «Верификация» и загрузите фото или скан документа, удостоверяющего личность:\n{link}\n\nВыводы, для которых нужен подтверждённый аккаунт, ждут нашей проверки.",
    },
  },
  sms: {
    registration: "{brand}: код регистрации {code}. Действует {minutes} мин.",
    recovery: "{brand}: код восстановления пароля {code}. Действует {minutes} мин.",
    contact: "{brand}: код подтверждения телефона {code}. Действует {minutes} мин.",
  },
};

const uk: Table = {
  email: {
    registration: {
      subject: "{brand}: підтвердіть e-mail",
      body: "Ласкаво просимо до {brand}!\n\nПідтвердіть e-mail, щоб завершити реєстрацію:\n{link}\n\nКод підтвердження: {code}\nПосилання дійсне {minutes} хв. Якщо ви не реєструвалися, проігноруйте цей лист.",
    },
    recovery: {
      subject: "{brand}: відновлення пароля",
      body: "Ви запросили відновлення пароля {brand}.\n\nВідкрийте посилання, щоб задати новий пароль:\n{link}\n\nВаш код: {code}\nПосилання дійсне {minutes} хв. Якщо це були не ви, проігноруйте лист.",
    },
    contact: {
      subject: "{brand}: підтвердіть контактний e-mail",
      body: "Підтвердіть цю адресу для акаунта {brand}:\n{link}\n\nКод підтвердження: {code}\nПосилання дійсне {minutes} хв.",
    },
    verification_request: {
      subject: "{brand}: підтвердьте особу",
      body: "Нам потрібно підтвердити вашу особу для акаунта {brand}.\n\nВідкрийте розділ «Верифікація» та завантажте фото або скан документа, що посвідчує особу:\n{link}\n\nВиведення, для яких потрібен підтверджений акаунт, чекають на нашу перевірку.",
    },
  },
  sms: {
    registration: "{brand}: код реєстрації {code}. Дійсний {minutes} хв.",
    recovery: "{brand}: код відновлення пароля {code}. Дійсний {minutes} хв.",
    contact: "{brand}: код підтвердження телефону {code}. Дійсний {minutes} хв.",
  },
};

const de: Table = {
  email: {
    registration: {
      subject: "{brand}: Bestätigen Sie Ihre E-Mail",
      body: "Willkommen bei {brand}!\n\nBestätigen Sie Ihre E-Mail, um die Registrierung abzuschließen:\n{link}\n\nIhr Bestätigungscode: {code}\nDer Link ist {minutes} Minuten gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.",
    },
    recovery: {
      subject: "{brand}: Passwort zurücksetzen",
      body: "Sie haben das Zurücksetzen Ihres {brand}-Passworts angefordert.\n\nÖffnen Sie diesen Link, um ein neues zu wählen:\n{link}\n\nIhr Code: {code}\nDer Link ist {minutes} Minuten gültig. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.",
    },
    contact: {
      subject: "{brand}: Kontakt-E-Mail bestätigen",
      body: "Bestätigen Sie diese E-Mail-Adresse für Ihr {brand}-Konto:\n{link}\n\nIhr Bestätigungscode: {code}\nDer Link ist {minutes} Minuten gültig.",
    },
    verification_request: {
      subject: "{brand}: Bitte bestätigen Sie Ihre Identität",
      body: "Wir müssen die Identität Ihres {brand}-Kontos prüfen.\n\nÖffnen Sie „Verifizierung“ und laden Sie ein Foto oder einen Scan eines Ausweisdokuments hoch:\n{link}\n\nAuszahlungen, die ein verifiziertes Konto erfordern, warten bis zu unserer Prüfung.",
    },
  },
  sms: {
    registration: "{brand}: Ihr Registrierungscode ist {code}. Gültig {minutes} Min.",
    recovery: "{brand}: Ihr Code zum Zurücksetzen ist {code}. Gültig {minutes} Min.",
    contact: "{brand}: Ihr Code zur Telefonbestätigung ist {code}. Gültig {minutes} Min.",
  },
};

const hi: Table = {
  email: {
    registration: {
      subject: "{brand}: अपना ई-मेल पुष्टि करें",
      body: "{brand} में आपका स्वागत है!\n\nपंजीकरण पूरा करने के लिए अपना ई-मेल पुष्टि करें:\n{link}\n\nआपका पुष्टि कोड: {code}\nलिंक {minutes} मिनट तक मान्य है। यदि आपने पंजीकरण नहीं किया, तो इस संदेश को अनदेखा करें।",
    },
    recovery: {
      subject: "{brand}: अपना पासवर्ड रीसेट करें",
      body: "आपने अपना {brand} पासवर्ड रीसेट करने का अनुरोध किया है।\n\nनया पासवर्ड चुनने के लिए यह लिंक खोलें:\n{link}\n\nआपका कोड: {code}\nलिंक {minutes} मिनट तक मान्य है। यदि यह आप नहीं थे, तो इस संदेश को अनदेखा करें।",
    },
    contact: {
      subject: "{brand}: संपर्क ई-मेल पुष्टि करें",
      body: "अपने {brand} खाते के लिए इस ई-मेल पते की पुष्टि करें:\n{link}\n\nआपका पुष्टि कोड: {code}\nलिंक {minutes} मिनट तक मान्य है।",
    },
    verification_request: {
      subject: "{brand}: कृपया अपनी पहचान सत्यापित करें",
      body: "हमें आपके {brand} खाते के लिए आपकी पहचान सत्यापित करनी है।\n\nसत्यापन खोलें और पहचान दस्तावेज़ की फ़ोटो या स्कैन अपलोड करें:\n{link}\n\nजिन निकासियों के लिए सत्यापित खाता चाहिए, वे हमारी जाँच तक प्रतीक्षा करती हैं।",
    },
  },
  sms: {
    registration: "{brand}: आपका पंजीकरण कोड {code} है। {minutes} मिनट तक मान्य।",
    recovery: "{brand}: आपका पासवर्ड रीसेट कोड {code} है। {minutes} मिनट तक मान्य।",
    contact: "{brand}: आपका फ़ोन पुष्टि कोड {code} है। {minutes} मिनट तक मान्य।",
  },
};

const pt: Table = {
  email: {
    registration: {
      subject: "{brand}: confirme o seu e-mail",
      body: "Bem-vindo ao {brand}!\n\nConfirme o seu e-mail para concluir o registo:\n{link}\n\nO seu código de confirmação: {code}\nO link é válido por {minutes} minutos. Se não se registou, ignore esta mensagem.",
    },
    recovery: {
      subject: "{brand}: redefina a sua palavra-passe",
      body: "Pediu para redefinir a sua palavra-passe do {brand}.\n\nAbra este link para escolher uma nova:\n{link}\n\nO seu código: {code}\nO link é válido por {minutes} minutos. Se não foi você, ignore esta mensagem.",
    },
    contact: {
      subject: "{brand}: confirme o seu e-mail de contacto",
      body: "Confirme este endereço de e-mail para a sua conta {brand}:\n{link}\n\nO seu código de confirmação: {code}\nO link é válido por {minutes} minutos.",
    },
    verification_request: {
      subject: "{brand}: verifique a sua identidade",
      body: "Precisamos de verificar a sua identidade na sua conta {brand}.\n\nAbra Verificação e envie uma foto ou digitalização de um documento de identidade:\n{link}\n\nOs levantamentos que exigem uma conta verificada aguardam a nossa verificação.",
    },
  },
  sms: {
    registration: "{brand}: o seu código de registo é {code}. Válido por {minutes} min.",
    recovery: "{brand}: o seu código de redefinição é {code}. Válido por {minutes} min.",
    contact: "{brand}: o seu código de confirmação do telefone é {code}. Válido por {minutes} min.",
  },
};

const kk: Table = {
  email: {
    registration: {
      subject: "{brand}: e-mail мекенжайыңызды растаңыз",
      body: "{brand} сайтына қош келдіңіз!\n\nТіркелуді аяқтау үшін e-mail мекенжайыңызды растаңыз:\n{link}\n\nРастау коды: {code}\nСілтеме {minutes} минут жарамды. Егер сіз тіркелмеген болсаңыз, бұл хатты елемеңіз.",
    },
    recovery: {
      subject: "{brand}: құпия сөзді қалпына келтіру",
      body: "Сіз {brand} құпия сөзін қалпына келтіруді сұрадыңыз.\n\nЖаңа құпия сөз таңдау үшін сілтемені ашыңыз:\n{link}\n\nСіздің кодыңыз: {code}\nСілтеме {minutes} минут жарамды. Егер бұл сіз болмасаңыз, хатты елемеңіз.",
    },
    contact: {
      subject: "{brand}: байланыс e-mail мекенжайын растаңыз",
      body: "{brand} аккаунтыңыз үшін осы e-mail мекенжайын растаңыз:\n{link}\n\nРастау коды: {code}\nСілтеме {minutes} минут жарамды.",
    },
    verification_request: {
      subject: "{brand}: жеке басыңызды растаңыз",
      body: "{brand} аккаунтыңыз үшін жеке басыңызды растауымыз керек.\n\n«Верификация» бөлімін ашып, жеке куәлік құжатының фотосын немесе сканын жүктеңіз:\n{link}\n\nРасталған аккаунтты қажет ететін шығарулар біздің тексеруімізді күтеді.",
    },
  },
  sms: {
    registration: "{brand}: тіркелу коды {code}. {minutes} мин жарамды.",
    recovery: "{brand}: құпия сөзді қалпына келтіру коды {code}. {minutes} мин жарамды.",
    contact: "{brand}: телефонды растау коды {code}. {minutes} мин жарамды.",
  },
};

const uz: Table = {
  email: {
    registration: {
      subject: "{brand}: e-mail manzilingizni tasdiqlang",
      body: "{brand}ga xush kelibsiz!\n\nRo'yxatdan o'tishni yakunlash uchun e-mail manzilingizni tasdiqlang:\n{link}\n\nTasdiqlash kodi: {code}\nHavola {minutes} daqiqa amal qiladi. Agar siz ro'yxatdan o'tmagan bo'lsangiz, bu xabarni e'tiborsiz qoldiring.",
    },
    recovery: {
      subject: "{brand}: parolni tiklash",
      body: "Siz {brand} parolingizni tiklashni so'radingiz.\n\nYangi parol tanlash uchun havolani oching:\n{link}\n\nKodingiz: {code}\nHavola {minutes} daqiqa amal qiladi. Agar bu siz bo'lmasangiz, xabarni e'tiborsiz qoldiring.",
    },
    contact: {
      subject: "{brand}: aloqa e-mail manzilini tasdiqlang",
      body: "{brand} hisobingiz uchun ushbu e-mail manzilini tasdiqlang:\n{link}\n\nTasdiqlash kodi: {code}\nHavola {minutes} daqiqa amal qiladi.",
    },
    verification_request: {
      subject: "{brand}: shaxsingizni tasdiqlang",
      body: "{brand} hisobingiz uchun shaxsingizni tasdiqlashimiz kerak.\n\n«Verifikatsiya» bo‘limini oching va shaxsni tasdiqlovchi hujjat surati yoki skanini yuklang:\n{link}\n\nTasdiqlangan hisob talab qilinadigan yechib olishlar tekshiruvimizni kutadi.",
    },
  },
  sms: {
    registration: "{brand}: ro'yxatdan o'tish kodi {code}. {minutes} daqiqa amal qiladi.",
    recovery: "{brand}: parolni tiklash kodi {code}. {minutes} daqiqa amal qiladi.",
    contact: "{brand}: telefonni tasdiqlash kodi {code}. {minutes} daqiqa amal qiladi.",
  },
};

export const MESSAGE_TEXTS: Record<Locale, Table> = { en, fr, ru, uk, de, hi, pt, kk, uz };

const fill = (text: string, vars: MessageVars & { brand: string }) =>
  text.replace(/\{(brand|code|link|minutes)\}/g, (_, k: keyof typeof vars) => String(vars[k] ?? ""));

const table = (locale: string) => MESSAGE_TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];

export function renderEmail(locale: string, template: EmailTemplate, vars: MessageVars & { brand: string }) {
  const t = table(locale).email[template];
  return { subject: fill(t.subject, vars), body: fill(t.body, vars) };
}

export function renderSms(locale: string, template: SmsTemplate, vars: MessageVars & { brand: string }) {
  return fill(table(locale).sms[template], vars);
}
