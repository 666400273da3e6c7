import type { SiteConfigInput } from '@stavka/contract/site-config';

// The demo brands' home banners (`bannerWidgets.home`, issue 14 "Look") in every language they
// offer. Each leads to a page that works today; the images are the brands' media (media/<slug>/).

type Banner = NonNullable<NonNullable<SiteConfigInput['bannerWidgets']>['home']>[number];

const live = (image: string): Banner => ({
  id: 'live',
  image,
  link: '/live',
  title: {
    ru: 'Лайв: ставки по ходу матча',
    en: 'Live: bet as the match unfolds',
    kk: 'Лайв: матч барысында бәс тігіңіз',
    uz: 'Live: oʻyin davomida tiking',
    uk: 'Лайв: ставки під час матчу',
    tr: 'Canlı: maç sürerken bahis yapın',
    es: 'En vivo: apuesta mientras se juega',
    pt: 'Ao vivo: aposte durante o jogo',
    fr: 'En direct : pariez pendant le match',
    de: 'Live: Wetten während des Spiels',
    ar: 'مباشر: راهن أثناء المباراة',
  },
  text: {
    ru: 'Коэффициенты меняются с каждой атакой, счёт обновляется сразу.',
    en: 'Odds move with every attack, and the score updates in place.',
    kk: 'Коэффициенттер әр шабуыл сайын өзгереді, есеп бірден жаңарады.',
    uz: 'Koeffitsiyentlar har bir hujum bilan oʻzgaradi, hisob darhol yangilanadi.',
    uk: 'Коефіцієнти змінюються з кожною атакою, рахунок оновлюється одразу.',
    tr: 'Oranlar her atakla değişir, skor anında güncellenir.',
    es: 'Las cuotas cambian con cada ataque y el marcador se actualiza al instante.',
    pt: 'As odds mudam a cada ataque e o placar atualiza na hora.',
    fr: 'Les cotes bougent à chaque attaque et le score se met à jour aussitôt.',
    de: 'Die Quoten ändern sich mit jedem Angriff, der Spielstand sofort.',
    ar: 'تتغير الاحتمالات مع كل هجمة، وتُحدَّث النتيجة فورًا.',
  },
  action: { ru: 'В лайв', en: 'Go live', kk: 'Лайвқа өту', uz: 'Live’ga oʻtish', uk: 'До лайву', tr: 'Canlıya git', es: 'Ir a en vivo', pt: 'Ir para ao vivo', fr: 'Voir le direct', de: 'Zu Live', ar: 'إلى المباشر' },
});

const expressOfTheDay = (image: string): Banner => ({
  id: 'express-day',
  image,
  link: '/express-day',
  title: {
    ru: 'Экспресс дня',
    en: 'Express of the day',
    kk: 'Күн экспресі',
    uz: 'Kun ekspressi',
    uk: 'Експрес дня',
    tr: 'Günün kombinesi',
    es: 'Combinada del día',
    pt: 'Múltipla do dia',
    fr: 'Combiné du jour',
    de: 'Kombiwette des Tages',
    ar: 'متراكم اليوم',
  },
  text: {
    ru: 'Матчи дня, отобранные нашими трейдерами, — в купон одним нажатием.',
    en: 'Today’s games picked by our traders, into the slip with one press.',
    kk: 'Трейдерлеріміз таңдаған күн матчтары — купонға бір басумен.',
    uz: 'Treyderlarimiz tanlagan kun oʻyinlari — kuponga bir bosishda.',
    uk: 'Матчі дня, відібрані нашими трейдерами, — у купон одним натисканням.',
    tr: 'Trader’larımızın seçtiği günün maçları, tek dokunuşla kupona.',
    es: 'Los partidos del día elegidos por nuestros traders, al boleto con un toque.',
    pt: 'Os jogos do dia escolhidos pelos nossos traders, no boletim com um toque.',
    fr: 'Les matchs du jour choisis par nos traders, au coupon en un geste.',
    de: 'Die Spiele des Tages, von unseren Tradern gewählt, mit einem Tipp auf dem Wettschein.',
    ar: 'مباريات اليوم التي اختارها متداولونا، إلى القسيمة بضغطة واحدة.',
  },
  action: {
    ru: 'Смотреть экспресс',
    en: 'See the express',
    kk: 'Экспресті көру',
    uz: 'Ekspressni koʻrish',
    uk: 'Переглянути експрес',
    tr: 'Kombineyi gör',
    es: 'Ver la combinada',
    pt: 'Ver a múltipla',
    fr: 'Voir le combiné',
    de: 'Zur Kombiwette',
    ar: 'عرض المتراكم',
  },
});

/** Stavka's global event, the Champions Cup (the "best" tab). */
const championsCup: Banner = {
  id: 'champions-cup',
  image: 'banner-cup.svg',
  link: '/line/best',
  title: {
    ru: 'Кубок чемпионов',
    en: 'Champions Cup',
    kk: 'Чемпиондар кубогы',
    uz: 'Chempionlar kubogi',
    uk: 'Кубок чемпіонів',
    tr: 'Şampiyonlar Kupası',
    es: 'Copa de Campeones',
    pt: 'Taça dos Campeões',
    fr: 'Coupe des champions',
    de: 'Pokal der Meister',
    ar: 'كأس الأبطال',
  },
  text: {
    ru: 'Все матчи турнира и его группы на одной странице.',
    en: 'Every match of the tournament and its groups on one page.',
    kk: 'Турнирдің барлық матчтары мен топтары бір бетте.',
    uz: 'Turnirning barcha oʻyinlari va guruhlari bir sahifada.',
    uk: 'Усі матчі турніру та його групи на одній сторінці.',
    tr: 'Turnuvanın tüm maçları ve grupları tek sayfada.',
    es: 'Todos los partidos del torneo y sus grupos en una página.',
    pt: 'Todos os jogos do torneio e os seus grupos numa página.',
    fr: 'Tous les matchs du tournoi et ses groupes sur une seule page.',
    de: 'Alle Spiele des Turniers und seine Gruppen auf einer Seite.',
    ar: 'كل مباريات البطولة ومجموعاتها في صفحة واحدة.',
  },
  action: { ru: 'К турниру', en: 'To the tournament', kk: 'Турнирге', uz: 'Turnirga', uk: 'До турніру', tr: 'Turnuvaya git', es: 'Ir al torneo', pt: 'Ir ao torneio', fr: 'Voir le tournoi', de: 'Zum Turnier', ar: 'إلى البطولة' },
};

/** For signed-in players: the deposit page. */
const deposit: Banner = {
  id: 'deposit',
  image: 'banner-deposit.svg',
  link: '/office/recharge',
  audience: 'players',
  title: { ru: 'Пополнение за минуту', en: 'Top up in a minute', es: 'Recarga en un minuto', pt: 'Deposite num minuto', tr: 'Bir dakikada para yatırın', ar: 'إيداع في دقيقة' },
  text: {
    ru: 'Карты и кошельки: деньги сразу на балансе.',
    en: 'Cards and e-wallets: the money is on your balance at once.',
    es: 'Tarjetas y monederos: el dinero llega al saldo al momento.',
    pt: 'Cartões e carteiras: o dinheiro fica no saldo na hora.',
    tr: 'Kartlar ve cüzdanlar: para anında bakiyenizde.',
    ar: 'البطاقات والمحافظ: يصل المال إلى رصيدك فورًا.',
  },
  action: { ru: 'Пополнить', en: 'Deposit', es: 'Depositar', pt: 'Depositar', tr: 'Para yatır', ar: 'إيداع' },
};

export const stavkaBanners: Banner[] = [live('banner-live.svg'), expressOfTheDay('banner-express.svg'), championsCup];
export const goalbetBanners: Banner[] = [live('banner-live.svg'), expressOfTheDay('banner-express.svg'), deposit];
