// Uzbek texts of the "content" namespace: the information pages and the home page texts.
// The operator name is always {{brand}} and the minimum age {{age}}; no contact data is written here.
import type { contentRu } from '../ru/content';

export const contentUz: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} — sport tikishlari va kazino',
  home_intro:
    'Futbol, tennis, xokkey, kibersport va boshqa sport turlariga matchgacha va jonli tikishlar, shuningdek slotlar va jonli kazino. Hisobni toʻldiring va yutuqni shaxsiy kabinetda yechib oling.',
  home_meta_description:
    '{{brand}}: matchgacha va jonli sport tikishlari, onlayn kazino va slotlar. Hisobni toʻldirish va pul yechish shaxsiy kabinetda. {{age}}+',
  home_info_heading: 'Bilish foydali',
  home_banners_label: 'Takliflar va boʻlimlar',
  home_banners_previous: 'Oldingi bannerlar',
  home_banners_next: 'Keyingi bannerlar',
  home_age_notice:
    '{{age}}+. Sayt faqat {{age}} yoshga toʻlgan shaxslar uchun moʻljallangan. Mas’uliyat bilan oʻynang: faqat yoʻqotishga tayyor boʻlgan summalarni tiking va shaxsiy kabinetda limitlar oʻrnating.',

  info_page_information: 'Ma’lumot',
  info_page_information_text:
    'Bu boʻlimda {{brand}} hujjatlari va ma’lumotnoma materiallari jamlangan: tikishlarni qabul qilish qoidalari, umumiy nizom, maxfiylik siyosati, hisobni toʻldirish va pul yechish tartibi, mas’uliyatli oʻyin haqidagi ma’lumotlar.\n\n' +
    'Roʻyxatdan oʻtish va birinchi tikishdan oldin umumiy nizom va qoidalarni oʻqib chiqishingizni tavsiya qilamiz. Roʻyxatdan oʻtish orqali siz {{age}} yoshga toʻlganingizni va xizmat shartlarini qabul qilishingizni tasdiqlaysiz.\n\n' +
    'Agar savolingizga javob topmagan boʻlsangiz, «Qoʻllab-quvvatlash» boʻlimi orqali qoʻllab-quvvatlash xizmatiga yozing yoki «Kontaktlar» boʻlimidagi ma’lumotlardan foydalaning.\n\n' +
    'Hujjatlar yangilanishi mumkin. Amaldagi tahrir har doim saytda e’lon qilinadi, muhim oʻzgarishlar haqida esa oldindan ogohlantiramiz.',

  info_page_contacts: 'Kontaktlar',
  info_page_contacts_text:
    '{{brand}} qoʻllab-quvvatlash xizmati roʻyxatdan oʻtish, hisobni toʻldirish, pul yechish, verifikatsiya va tikishlarni hisob-kitob qilishda yordam beradi.\n\n' +
    'Biz bilan bogʻlanishning eng tezkor yoʻli — saytdagi «Qoʻllab-quvvatlash» boʻlimi. U yerda qoʻllab-quvvatlash xizmatining elektron pochta manzili ham koʻrsatilgan.\n\n' +
    'Operator kompaniyaning nomi, manzili, telefonlari va boshqa rekvizitlarini operator oʻz yurisdiksiyasi talablariga muvofiq shu boʻlimda e’lon qiladi.\n\n' +
    'Masalangizni tezroq hal qilishimiz uchun oʻyin hisobi raqamini koʻrsating va vaziyatni qisqacha tasvirlab bering. Parol va tasdiqlash kodlarini hech kimga aytmang: qoʻllab-quvvatlash xodimlari ularni hech qachon soʻramaydi.',

  info_page_about: 'Kompaniya haqida',
  info_page_about_text:
    '{{brand}} — sport tikishlari va kazinoning onlayn xizmati. Biz keng doiradagi sport va kibersport voqealariga — match boshlanishidan oldin ham, jonli rejimda ham — tikishlar qabul qilamiz.\n\n' +
    'Kazinoda litsenziyaga ega provayderlarning slotlari, stol oʻyinlari va jonli dilerli oʻyinlar taqdim etilgan.\n\n' +
    'Biz halol va shaffof oʻyinga intilamiz: tikishlarni qabul qilish va hisob-kitob qilish qoidalari saytda e’lon qilingan, barcha toʻlovlar esa shaxsiy kabinet orqali amalga oshiriladi.\n\n' +
    'Xizmat faqat {{age}} yoshga toʻlgan shaxslar uchun mavjud. Biz mas’uliyatli oʻyin tamoyillarini qoʻllab-quvvatlaymiz va vaqt hamda xarajatlarni nazorat qilish vositalarini taklif qilamiz.\n\n' +
    'Litsenziya va operator kompaniya haqidagi ma’lumotlar «Litsenziyalar» va «Kontaktlar» boʻlimlarida keltirilgan.',

  info_page_howbet: 'Qanday tikish qilish kerak',
  info_page_howbet_text:
    'Roʻyxatdan oʻting yoki akkauntga kiring va shaxsiy kabinetda oʻyin hisobini toʻldiring.\n\n' +
    '«Liniya» (hali boshlanmagan matchlar) yoki «Jonli» (hozir davom etayotgan matchlar) boʻlimida voqeani tanlang. Kerakli natija koeffitsiyentini bosing — u kuponga tushadi.\n\n' +
    'Kuponda tikish turini tanlang. Ordinar — bitta natijaga tikish. Ekspress — turli voqealarning bir nechta natijasiga tikish: u faqat barcha natijalar oʻynagandagina yutadi. Tizim — tanlangan natijalardan tuzilgan belgilangan oʻlchamdagi ekspresslar toʻplami.\n\n' +
    'Tikish summasini kiriting — kupon darhol mumkin boʻlgan yutuqni koʻrsatadi. Agar tikishni rasmiylashtirayotganingizda koeffitsiyent oʻzgarsa, tikish tanlangan sozlamaga koʻra qayta ishlanadi: tikishni rad etish, faqat koeffitsiyent oshishini qabul qilish yoki har qanday oʻzgarishni qabul qilish.\n\n' +
    '«Tikish qilish» tugmasini bosing. Qabul qilingan tikish shaxsiy kabinetdagi tikishlar tarixida paydo boʻladi, u yerda uning holati va natijasini kuzatib borish mumkin.',

  info_page_rules: 'Qoidalar',
  info_page_rules_text:
    'Tikishlar {{age}} yoshga toʻlgan roʻyxatdan oʻtgan oʻyinchilardan oʻyin hisobidagi mablagʻ doirasida qabul qilinadi. Tikish tikishlar tarixida kupon raqami bilan paydo boʻlganda qabul qilingan hisoblanadi.\n\n' +
    'Ordinar — bitta natijaga tikish; yutuq tikish summasining koeffitsiyentga koʻpaytmasiga teng. Ekspress — turli voqealarning ikki yoki undan ortiq natijasiga tikish; koeffitsiyentlar oʻzaro koʻpaytiriladi, ekspress esa faqat barcha natijalar oʻynagandagina yutadi. Tizim — tanlangan natijalardan tuzilgan bir xil oʻlchamdagi ekspresslar majmui; tikish summasi ular orasida teng taqsimlanadi va har bir ekspress alohida hisoblanadi.\n\n' +
    'Koeffitsiyentlarni turli formatlarda, masalan, oʻnlik, kasr yoki amerikacha formatda koʻrsatish mumkin. Format sozlamalarda oʻzgartiriladi va yutuqqa ta’sir qilmaydi: hisob-kitob tikish qabul qilingan paytda qayd etilgan koeffitsiyent boʻyicha olib boriladi.\n\n' +
    'Tikishlar voqea tugaganidan soʻng rasmiy natijalar boʻyicha hisoblanadi. Agar boshqacha shart qoʻyilmagan boʻlsa, overtaymlar va penaltilar seriyasisiz matchning asosiy vaqti hisobga olinadi.\n\n' +
    'Agar voqea bekor qilinsa yoki qoidalarda ruxsat etilgan muddatdan uzoqroqqa koʻchirilsa yoxud bozor bekor qilinsa, tikish 1 koeffitsiyent bilan hisoblanadi va summa hisobga qaytariladi. Ekspressda bunday natija hisob-kitobdan chiqariladi, qolgan koeffitsiyentlar esa saqlanadi.\n\n' +
    'Operator tikishlar va toʻlovlarning eng kam va eng koʻp summalarini belgilaydi; ular sport turi, voqea va bozorga bogʻliq boʻlishi mumkin. Amaldagi limitlar kuponda koʻrinadi. Aniq xato koeffitsiyent boʻyicha yoki voqea boshlanganidan keyin (jonli rejimdan tashqari) qabul qilingan tikishlar bekor qilinishi mumkin.',

  info_page_payment: 'Toʻldirish va pul yechish',
  info_page_payment_text:
    'Oʻyin hisobini toʻldirish va yutuqni yechib olish shaxsiy kabinetdagi «Toʻldirish» va «Yechish» boʻlimlarida mumkin. Mavjud toʻlov usullari mamlakatingiz va hisob valyutasiga bogʻliq.\n\n' +
    'Har bir usul uchun eng kam va eng koʻp summa, hisobga tushish muddati va toʻlov tizimining ehtimoliy komissiyasi koʻrsatilgan. Odatda depozit toʻlov tasdiqlanganidan soʻng darhol hisobga tushadi.\n\n' +
    'Agar toʻlov usuli imkon bersa, yutuq hisob toʻldirilgan rekvizitlarning oʻziga toʻlanadi. Pul yechishdan oldin shaxsni tasdiqlash talab qilinishi mumkin — buni qonun talab qiladi va bu mablagʻlaringizni himoya qiladi.\n\n' +
    'Faqat akkaunt egasiga tegishli hisoblar va kartalardan toʻlovlar qabul qilinadi. Uchinchi shaxslarning toʻlovlari rad etilishi mumkin.\n\n' +
    'Har bir toʻlovning holati shaxsiy kabinetdagi operatsiyalar tarixida koʻrinadi. Agar pul koʻrsatilgan muddatda tushmasa, qoʻllab-quvvatlash xizmatiga murojaat qiling va toʻlov tasdigʻini ilova qiling.',

  info_page_cookies: 'Cookie-fayllar',
  info_page_cookies_text:
    'Cookie — sayt brauzeringizda saqlaydigan kichik fayllar. {{brand}} ulardan akkauntda qolishingiz, sayt til, mavzu va koeffitsiyentlar formatini eslab qolishi hamda tashrif buyuruvchilar saytdan qanday foydalanishini tushunish uchun foydalanadi.\n\n' +
    'Zarur cookie-fayllar akkauntga kirish, xavfsizlik va kupon ishlashini ta’minlaydi. Ularsiz sayt ishlamaydi, shuning uchun ular har qanday rozilik darajasida qoʻllaniladi.\n\n' +
    'Qolgan cookie-fayllar uchun rozilik darajasini oʻzingiz tanlaysiz. «Faqat zarurlari» — boshqa cookie-fayllar qoʻllanilmaydi. «Zarur va funksional» — qoʻshimcha ravishda sozlamalaringiz va afzal koʻrganlaringiz saqlanadi. «Zarur, analitika va marketing» — qoʻshimcha ravishda analitika, shaxsiylashtirilgan reklama va reklama kampaniyalarini baholash uchun cookie-fayllarga ruxsat beriladi. «Barcha cookie-fayllar» — barcha toifalarga ruxsat beriladi.\n\n' +
    'Tanlov rozilik sanasi bilan birga saqlanadi va uni istalgan vaqtda saytdagi cookie sozlamalarida oʻzgartirish mumkin. Cookie-fayllarni brauzer sozlamalarida ham oʻchirish mumkin, lekin shunda akkauntga qaytadan kirishga va sozlamalarni qaytadan tanlashga toʻgʻri keladi.\n\n' +
    'Qaysi ma’lumotlarni qayta ishlashimiz haqida maxfiylik siyosatida batafsil aytilgan.',

  info_page_ussdinstruction: 'USSD orqali tikishlar',
  info_page_ussdinstruction_text:
    '{{brand}} bunday xizmatni taqdim etadigan joylarda tikishlarni mobil telefonning USSD-menyusi orqali — internet va ilovasiz qilish mumkin.\n\n' +
    '«Kontaktlar» boʻlimida koʻrsatilgan USSD-buyruqni tering va qoʻngʻiroq tugmasini bosing. Menyu ochiladi: band raqami bilan javob berib, sport turi, voqea va natijani tanlang.\n\n' +
    'Tikish summasini kiriting va uni tasdiqlang. Summa telefon raqamingizga bogʻlangan oʻyin hisobidan yechiladi, kupon raqami esa javob xabarida keladi.\n\n' +
    'USSD orqali tikishlarga saytdagi tikishlar bilan bir xil qoidalar va limitlar amal qiladi. USSD-soʻrovlar narxini aloqa operatoringiz belgilaydi.',

  info_page_points: 'Bonus ballari',
  info_page_points_text:
    '{{brand}} sodiqlik dasturida oʻyinchilar hisoblangan sport tikishlari va kazinodagi oʻyin uchun ballar oladi. Ballar soni tikish summasi va mamlakatingizdagi dastur shartlariga bogʻliq.\n\n' +
    'Ballar balansi shaxsiy kabinetda koʻrinadi. Ballarni dastur katalogidagi fribetlar, bonuslar va boshqa ragʻbatlarga almashtirish mumkin.\n\n' +
    'Ballar pul emas: ularni yechib olish yoki boshqa oʻyinchiga berish mumkin emas. Bekor qilingan va qaytarilgan tikishlar uchun ballar berilmaydi.\n\n' +
    'Foydalanilmagan ballar dastur shartlarida koʻrsatilgan muddat oʻtgach kuyib ketishi mumkin. Dastur shartlari oʻzgarishi haqida oldindan xabar beramiz.',

  info_page_taxes: 'Soliqlar',
  info_page_taxes_text:
    'Koʻplab mamlakatlarda bukmekerlik idoralari va kazinolardagi yutuqlar soliqqa tortiladi. Soliqqa tortish tartibi va soliq stavkasi siz soliq rezidenti boʻlgan mamlakat qonunchiligiga bogʻliq.\n\n' +
    'Ayrim yurisdiksiyalarda operator yutuqni toʻlashda soliqni ushlab qolishi shart. Bunda soliq summasi operatsiyalar tarixida aks etadi, hisobga esa soliq chegirilgan yutuq tushadi.\n\n' +
    'Agar toʻlovda soliq ushlab qolinmasa, oʻyinchi daromadni oʻzi deklaratsiya qiladi va soliqni oʻz mamlakati qonunchiligida belgilangan tartibda toʻlaydi.\n\n' +
    'Ushbu sahifadagi ma’lumotlar soliq maslahati hisoblanmaydi. Soliqlar boʻyicha savollar bilan soliq maslahatchisiga yoki oʻz mamlakatingizning soliq organiga murojaat qiling.',

  info_page_mainRules: 'Umumiy nizom',
  info_page_mainRules_text:
    'Umumiy nizom sayt, mobil ilovalar va tikishlarni qabul qilishning boshqa kanallaridan foydalanishda {{brand}} va oʻyinchi oʻrtasidagi munosabatlarni tartibga soladi.\n\n' +
    'Xizmatdan faqat {{age}} yoshga toʻlgan muomalaga layoqatli shaxslar foydalanishi mumkin, agar yashash mamlakati qonuni yuqoriroq yoshni belgilamasa va qimor oʻyinlarini taqiqlamasa.\n\n' +
    'Har bir oʻyinchida faqat bitta akkaunt boʻlishi mumkin. Roʻyxatdan oʻtishda koʻrsatilgan ma’lumotlar haqqoniy boʻlishi kerak; operator ularni tasdiqlashni soʻrashga haqli.\n\n' +
    'Oʻyinchi login va parolning saqlanishi hamda oʻz akkauntidagi barcha harakatlar uchun javobgar. Agar akkauntingizga begonalar kirgan deb gumon qilsangiz, darhol parolni almashtiring va qoʻllab-quvvatlash xizmatiga xabar bering.\n\n' +
    'Operator qoidalar buzilganda, firibgarlik, bir nechta akkaunt yoki avtomatlashtirilgan vositalardan foydalanilganda akkauntni cheklash yoki yopishga haqli.\n\n' +
    'Nizom oʻzgarishi mumkin. Yangi tahrir saytda e’lon qilingan paytdan kuchga kiradi; xizmatdan foydalanishda davom etib, siz uni qabul qilasiz.',

  info_page_simpleIdentification: 'Soddalashtirilgan identifikatsiya',
  info_page_simpleIdentification_text:
    'Soddalashtirilgan identifikatsiya — ofisga bormasdan shaxsni tasdiqlashning tezkor usuli: siz shaxsiy kabinetda hujjat ma’lumotlarini kiritasiz, biz esa ularni mavjud rasmiy manbalar boʻyicha tekshiramiz.\n\n' +
    'Familiya, ism, otasining ismi (agar boʻlsa), tugʻilgan sana, shaxsni tasdiqlovchi hujjat ma’lumotlari va, agar mamlakatingiz qonunchiligi talab qilsa, soliq raqami kerak boʻladi.\n\n' +
    'Odatda tekshiruv bir necha daqiqadan bir necha ish kunigacha davom etadi. Natija haqida shaxsiy kabinetda xabar beramiz.\n\n' +
    'Agar ma’lumotlarni avtomatik tasdiqlab boʻlmasa, qoʻllab-quvvatlash xizmati hujjat fotosuratini yuklashni yoki videoidentifikatsiyadan oʻtishni soʻrashi mumkin.\n\n' +
    'Identifikatsiya yakunlanmaguncha ayrim operatsiyalar, masalan, pul yechish mavjud boʻlmasligi mumkin.',

  info_page_consent: 'Ma’lumotlarni qayta ishlashga rozilik',
  info_page_consent_text:
    '{{brand}} saytida roʻyxatdan oʻtib, siz anketada koʻrsatgan va oʻyin davomida paydo boʻladigan shaxsiy ma’lumotlaringizni qayta ishlashga rozilik berasiz.\n\n' +
    'Ma’lumotlar oʻyin akkauntini yuritish, yosh va shaxsni tekshirish, toʻlovlarni amalga oshirish, qonun talablarini bajarish, xavfsizlikni ta’minlash va — agar bunga alohida rozilik bergan boʻlsangiz — reklama xabarlarini yuborish uchun qayta ishlanadi.\n\n' +
    'Qayta ishlash ma’lumotlarni yigʻish, yozib olish, saqlash, aniqlashtirish, ulardan foydalanish va ushbu maqsadlar uchun zarur hajmda toʻlov va tekshiruvchi tashkilotlarga uzatishni oʻz ichiga oladi.\n\n' +
    'Reklama xabarnomalariga rozilikni shaxsiy kabinet sozlamalarida qaytarib olish mumkin. Akkaunt ularsiz ishlay olmaydigan ma’lumotlarni qayta ishlashga rozilik akkauntni yopish orqali qaytarib olinadi; shundan keyin ham ma’lumotlarning bir qismi qonunda belgilangan muddat davomida saqlanadi.',

  info_page_licenses: 'Litsenziyalar',
  info_page_licenses_text:
    '{{brand}} operator yurisdiksiyasining regulyatori tomonidan berilgan qimor oʻyinlarini tashkil etish litsenziyasi asosida ishlaydi.\n\n' +
    'Regulyator nomi, litsenziya raqami va berilgan sanasi, shuningdek operator kompaniya haqidagi ma’lumotlarni operator «Kontaktlar» boʻlimida va saytning pastki qismida e’lon qiladi.\n\n' +
    'Litsenziya operatorni halol oʻyin qoidalariga rioya qilish, oʻyinchilarning yoshi va shaxsini tekshirish, pul yuvishga qarshi kurashish va mas’uliyatli oʻyin tamoyillarini qoʻllab-quvvatlashga majbur qiladi.\n\n' +
    'Litsenziyaning haqiqiyligini regulyatorning ochiq reyestrida tekshirish mumkin.',

  info_page_privacyPolicy: 'Maxfiylik siyosati',
  info_page_privacyPolicy_text:
    'Ushbu siyosat {{brand}} qanday shaxsiy ma’lumotlarni qayta ishlashini, nima uchun qayta ishlashini va biz ularni qanday himoya qilishimizni tushuntiradi.\n\n' +
    'Biz siz oʻzingiz koʻrsatgan ma’lumotlarni (ism, tugʻilgan sana, telefon, elektron pochta manzili, hujjat ma’lumotlari, toʻlov rekvizitlari), tikishlar va toʻlovlar haqidagi ma’lumotlarni, shuningdek texnik ma’lumotlarni — IP-manzil, qurilma va brauzer turi, cookie-fayllarni qayta ishlaymiz.\n\n' +
    'Ma’lumotlar akkauntni yuritish, yosh va shaxsni tekshirish, toʻlovlarni amalga oshirish, firibgarlikning oldini olish, qonun talablarini bajarish, murojaatlarga javob berish va — roziligingiz bilan — xabarnomalar va shaxsiy takliflar yuborish uchun kerak.\n\n' +
    'Biz ma’lumotlarni faqat toʻlov tizimlariga, shaxsni tekshiruvchi tashkilotlarga va qonunda nazarda tutilgan hollarda davlat organlariga uzatamiz. Biz shaxsiy ma’lumotlarni sotmaymiz.\n\n' +
    'Cookie-fayllarga rozilik alohida sozlanadi: «Oʻchirilgan», «Faqat funksional», «Faqat marketing» yoki «Hammasi». Batafsil — cookie-fayllar haqidagi sahifada.\n\n' +
    'Agar qonun ma’lumotlaringizni uzoqroq saqlashni talab qilmasa, siz ularga kirish, ularni tuzatish yoki oʻchirishni soʻrashga haqlisiz. Buning uchun qoʻllab-quvvatlash xizmatiga murojaat qiling.',

  info_page_amlkyc: 'AML va KYC',
  info_page_amlkyc_text:
    '{{brand}} jinoiy yoʻl bilan olingan daromadlarni legallashtirish va terrorizmni moliyalashtirishga qarshi kurashish toʻgʻrisidagi qonunchilik talablariga (AML), shuningdek «Mijozingni bil» (KYC) tamoyiliga rioya qiladi.\n\n' +
    'Biz oʻyinchilarning shaxsi va yoshini, ayrim hollarda esa mablagʻlar manbasini tekshiramiz. Tekshiruv roʻyxatdan oʻtishda, birinchi pul yechishdan oldin, yirik operatsiyalarda yoki odatiy boʻlmagan faollikda kerak boʻlishi mumkin.\n\n' +
    'Tekshiruv uchun biz shaxsni tasdiqlovchi hujjatni, manzil tasdigʻini va toʻlov vositasi sizga tegishli ekanining tasdigʻini soʻrashimiz mumkin.\n\n' +
    'Tekshiruvdan oʻtilmaguncha pul yechish toʻxtatib turilishi mumkin. Agar oʻyinchi hujjatlarni taqdim etishdan bosh tortsa yoki notoʻgʻri ma’lumot bersa, operator operatsiyani rad etishga yoki akkauntni yopishga haqli.',

  info_page_amlpolicy: 'AML siyosati',
  info_page_amlpolicy_text:
    'Pul yuvishga qarshi kurashish siyosati {{brand}} xizmatdan jinoiy daromadlarni legallashtirish va terrorizmni moliyalashtirish uchun foydalanilmasligi uchun koʻradigan choralarni tavsiflaydi.\n\n' +
    'Biz oʻyinchilarni identifikatsiya qilamiz, ularni sanksiya roʻyxatlari va davlat mansabdor shaxslari roʻyxatlari boʻyicha tekshiramiz hamda odatiy boʻlmagan operatsiyalarni kuzatib boramiz: yirik va tez-tez toʻldirishlar, oʻyin faolligisiz pul yechish, boshqa shaxslarning toʻlov vositalaridan foydalanish.\n\n' +
    'Hisobni toʻldirish va pul yechish faqat akkaunt egasining toʻlov vositalari orqali mumkin. Oʻyin hisobidagi pul saqlash yoki oʻtkazmalar uchun emas, balki oʻyin uchun moʻljallangan.\n\n' +
    'Shubhali operatsiyalar haqida operator vakolatli organga xabar berishi shart. Tekshiruv tugaguncha bunday operatsiyalar toʻxtatib turilishi mumkin.\n\n' +
    'Operator xodimlari muntazam ravishda oʻqitiladi, siyosatga rioya etilishini esa mas’ul xodim nazorat qiladi.',

  info_page_kycpolicy: 'KYC siyosati',
  info_page_kycpolicy_text:
    '«Mijozingni bil» siyosati {{brand}} oʻyinchilarning shaxsi, yoshi va yashash joyini qanday tasdiqlashini belgilaydi.\n\n' +
    'Verifikatsiya uchun shaxsni tasdiqlovchi hujjat (pasport, ID-karta yoki haydovchilik guvohnomasi), manzilni tasdiqlovchi hujjat (masalan, kommunal xizmatlar uchun hisob yoki soʻnggi uch oylik bank koʻchirmasi) hamda bank kartasi yoki elektron hamyon sizga tegishli ekanining tasdigʻi kerak boʻlishi mumkin.\n\n' +
    'Hujjatlar shaxsiy kabinetda yuklanadi. Tasvir aniq va rangli boʻlishi, hujjat toʻliq koʻrinishi va amal qilish muddati tugamagan boʻlishi kerak.\n\n' +
    'Odatda tekshiruv bir necha ish kunigacha davom etadi. Natija haqida shaxsiy kabinetda xabar beramiz, qoʻshimcha hujjatlar kerak boʻlsa, ularni ham shu yerda soʻraymiz.\n\n' +
    'Hujjatlar himoyalangan holda saqlanadi va faqat tekshiruv hamda qonun talablarini bajarish uchun ishlatiladi.',

  info_page_disputeresolution: 'Nizolarni hal qilish',
  info_page_disputeresolution_text:
    'Agar tikish hisob-kitobi, bonus hisoblanishi, toʻlov yoki {{brand}} qabul qilgan boshqa qarorga rozi boʻlmasangiz, «Qoʻllab-quvvatlash» boʻlimi orqali qoʻllab-quvvatlash xizmatiga shikoyat yuboring.\n\n' +
    'Shikoyatda oʻyin hisobi raqamini, kupon yoki operatsiya raqamini, sanani va e’tirozingiz mohiyatini koʻrsating, ekran suratlari va boshqa dalillarni ilova qiling. Qanchalik erta murojaat qilsangiz, holatni tiklash shunchalik oson boʻladi.\n\n' +
    'Biz shikoyat olinganini tasdiqlaymiz, koʻrib chiqish muddatini ma’lum qilamiz va mohiyatan javob beramiz. Agar hal qilish uchun qoʻshimcha ma’lumotlar kerak boʻlsa, ularni soʻraymiz.\n\n' +
    'Agar javobimizga rozi boʻlmasangiz, nizolarni hal qilish boʻyicha mustaqil tashkilotga yoki litsenziya bergan regulyatorga murojaat qilishingiz mumkin. Ularning kontaktlarini operator «Kontaktlar» boʻlimida e’lon qiladi.',

  info_page_responsiblegaming: 'Mas’uliyatli oʻyin',
  info_page_responsiblegaming_text:
    'Tikishlar va qimor oʻyinlari — daromad topish usuli emas, koʻngilochar mashgʻulot. Faqat yoʻqotishga qurbingiz yetadigan pulga oʻynang va yutqazganingizni qaytarib olishga urinmang.\n\n' +
    '{{brand}} xizmati faqat {{age}} yoshga toʻlgan shaxslar uchun mavjud. Biz oʻyinchilarning yoshini tekshiramiz va voyaga yetmaganlarning akkauntlarini yopamiz.\n\n' +
    'Shaxsiy kabinetda kun, hafta yoki oy uchun depozitlar, tikishlar va yutqiziqlarga limitlar oʻrnatish, shuningdek oʻyin seansining davomiyligini cheklash mumkin. Limitni kamaytirish darhol kuchga kiradi, oshirish esa darhol kuchga kirmaydi.\n\n' +
    'Agar tanaffus kerak boʻlsa, oʻzini oʻyindan chetlatishdan foydalaning: akkaunt tanlangan muddatga yoki muddatsiz bloklanadi va shu vaqt davomida siz tikish qila olmaysiz va hisobni toʻldira olmaysiz. Oʻzini oʻyindan chetlatishni muddatidan oldin bekor qilib boʻlmaydi.\n\n' +
    'Xavotirli belgilar: siz moʻljallaganingizdan uzoqroq yoki kattaroq summalarga oʻynaysiz, oʻyin uchun qarz olasiz, uni yaqinlaringizdan yashirasiz, oʻynamaganingizda asabiylashasiz. Agar oʻzingizni tanigan boʻlsangiz, yordam soʻrang.\n\n' +
    'Bepul va anonim yordamni ixtisoslashgan tashkilotlar, masalan, «Anonim oʻyinchilar» (Gamblers Anonymous) va qimorga qaramlik boʻyicha milliy yordam xizmatlari koʻrsatadi. {{brand}} qoʻllab-quvvatlash xizmati mamlakatingizda qayerga murojaat qilishni aytib beradi va cheklovlarni sozlashda yordam beradi.',

  info_page_smsbets: 'SMS orqali tikishlar',
  info_page_smsbets_text:
    '{{brand}} bunday xizmatni taqdim etadigan joylarda tikishlarni SMS yordamida — internet va ilovasiz qilish mumkin.\n\n' +
    'Telefon raqamini oʻyin akkauntiga bogʻlang va hisobni toʻldiring. SMS-tikishlar uchun qisqa raqam va xabarlar formati «Kontaktlar» boʻlimida e’lon qilingan.\n\n' +
    'Tikish qilish uchun voqea kodi, natija kodi va tikish summasi yozilgan xabarni mamlakatingizda qabul qilingan formatda yuboring. Ekspress uchun bir nechta «voqea — natija» juftligini sanab oʻting.\n\n' +
    'Javob sifatida kupon raqami va koeffitsiyent yoki rad etish sababi koʻrsatilgan SMS keladi. Tikish faqat tasdiqlangandan keyin qabul qilingan hisoblanadi.\n\n' +
    'SMS-tikishlarga umumiy qoidalar va limitlar amal qiladi. Xabarlar narxi aloqa operatoringiz tariflari bilan belgilanadi.',

  info_page_confirmTerms: 'Shartlarni qabul qilish',
  info_page_confirmTerms_text:
    'Davom etishdan oldin {{brand}} qoidalari, maxfiylik siyosati va bonus dasturlari shartlarini oʻqib chiqqaningizni va qabul qilishingizni tasdiqlang.\n\n' +
    'Shartlarni qabul qilib, siz {{age}} yoshga toʻlganingizni, yashash mamlakatingizda qimor oʻyinlari ruxsat etilganini hamda oʻz nomingizdan va oʻz mablagʻingizga oʻynayotganingizni ham tasdiqlaysiz.\n\n' +
    'Agar shartlar yangilansa, keyingi kirishda yangi tahrirni qabul qilishni soʻraymiz. U qabul qilinmaguncha saytning ayrim funksiyalari mavjud boʻlmasligi mumkin.\n\n' +
    'Agar shartlarga rozi boʻlmasangiz, xizmatdan foydalanishni davom ettirmang va akkauntni yopish uchun qoʻllab-quvvatlash xizmatiga murojaat qiling.',

  info_page_calc: 'Yutuqni hisoblash',
  info_page_calc_text:
    'Mumkin boʻlgan yutuqni oldindan hisoblash oson: faqat tikish summasi va tanlangan natijalarning koeffitsiyentlari kerak.\n\n' +
    'Ordinar: yutuq = tikish summasi × koeffitsiyent. Masalan, 2,50 koeffitsiyent bilan 100 summali tikish 250 keltiradi, shundan 150 — sof foyda.\n\n' +
    'Ekspress: barcha natijalar koeffitsiyentlari oʻzaro koʻpaytiriladi va yutuq = tikish summasi × koeffitsiyentlar koʻpaytmasi. Koeffitsiyentlari 1,50, 2,00 va 1,80 boʻlgan uchta natijaga 100 summali tikish 5,40 umumiy koeffitsiyent va 540 yutuq beradi. Agar kamida bitta natija yutqazsa, butun ekspress yutqazadi.\n\n' +
    'Tizim: tikish summasi belgilangan oʻlchamdagi barcha ekspresslar orasida teng taqsimlanadi, yutuq esa oʻynagan kombinatsiyalar boʻyicha yutuqlar yigʻindisiga teng. Masalan, «3 tadan 2» tizimi ikki natijali uchta ekspressdan iborat.\n\n' +
    'Qaytarilgan natija 1 koeffitsiyent bilan hisoblanadi va koʻpaytmani oʻzgartirmaydi. Bunday hisob-kitob ma’lumot uchun: yakuniy summa tikish qabul qilingan paytdagi qoidalar va koeffitsiyentlar bilan belgilanadi.',

  info_page_cashTerminals: 'Kassalar va terminallar',
  info_page_cashTerminals_text:
    '{{brand}} tikish qabul qilish punktlari va toʻlov terminallariga ega boʻlgan joylarda hisobni toʻldirish va yutuqni naqd pulda olish mumkin.\n\n' +
    'Kassalar va terminallarning manzillari va ish vaqtini operator «Kontaktlar» boʻlimida va terminallar sahifasida e’lon qiladi.\n\n' +
    'Terminal orqali hisobni toʻldirish uchun oʻyin hisobini toʻldirishni tanlang, hisob raqamini yoki akkauntga bogʻlangan telefon raqamini kiriting va naqd pulni soling. Mablagʻ hisobga tushguncha chekni saqlab qoʻying.\n\n' +
    'Kassada yutuqni olish uchun shaxsni tasdiqlovchi hujjat kerak. Naqd pul toʻlovlarining limitlari va muddatlari onlayn usullardan farq qilishi mumkin.',

  info_page_rulesFrame: 'Tikishlarni qabul qilish qoidalari',
  info_page_rulesFrame_text:
    'Tikishlar {{age}} yoshga toʻlgan oʻyinchilardan hisobdagi mablagʻ va belgilangan limitlar doirasida qabul qilinadi.\n\n' +
    'Ordinar boʻyicha yutuq tikish summasining koeffitsiyentga koʻpaytmasiga teng; ekspress barcha natijalar oʻynasa, yutadi; tizim ekspresslar toʻplami sifatida hisoblanadi.\n\n' +
    'Voqea bekor qilinganda tikish 1 koeffitsiyent bilan hisoblanadi. Toʻliq qoidalar «Qoidalar» boʻlimida e’lon qilingan.',

  info_page_bettingCalculator: 'Tikishlar kalkulyatori',
  info_page_bettingCalculator_text:
    'Tikishlar kalkulyatori ordinarlar, ekspresslar va tizimlar uchun mumkin boʻlgan yutuqni siz tikish qilishingizdan oldinoq hisoblab beradi.\n\n' +
    'Tikish turini tanlang, summa va natijalar koeffitsiyentlarini kiriting. Kalkulyator umumiy koeffitsiyent va mumkin boʻlgan yutuqni koʻrsatadi.\n\n' +
    'Ordinar: tikish summasi × koeffitsiyent. Ekspress: tikish summasi × barcha natijalar koeffitsiyentlarining koʻpaytmasi; qaytarilgan natija 1 koeffitsiyent bilan hisoblanadi.\n\n' +
    'Tizim: tikish summasi kombinatsiyalar orasida teng taqsimlanadi. Har bir oʻynagan kombinatsiya boʻyicha yutuq — uning tikishdagi ulushi × koeffitsiyentlar koʻpaytmasi, yakuniy natija esa barcha oʻynagan kombinatsiyalar boʻyicha yigʻindi. Masalan, «4 tadan 2» tizimida oltita kombinatsiya bor va ularning har biriga tikishning oltidan bir qismi toʻgʻri keladi.\n\n' +
    'Kalkulyator natijasi ma’lumot uchun va soliqlar hamda toʻlov limitlarini hisobga olmaydi. Aniq summa voqealar tugaganidan soʻng qoidalar boʻyicha hisoblanadi.',
};
