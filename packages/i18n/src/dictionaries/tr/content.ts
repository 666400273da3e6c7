// Turkish texts of the "content" namespace (information pages and the home page); keys are those of the Russian source.
import type { contentRu } from '../ru/content';

export const contentTr: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} — spor bahisleri ve casino',
  home_intro:
    'Futbol, tenis, buz hokeyi, e-spor ve daha birçok spor dalında maç öncesi ve canlı bahis; ayrıca slot oyunları ve canlı casino. Hesabım bölümünden para yatırın ve kazancınızı çekin.',
  home_meta_description:
    '{{brand}}: maç öncesi ve canlı spor bahisleri, online casino ve slot oyunları. Hesabım bölümünden para yatırma ve çekme. {{age}}+',
  home_info_heading: 'Bilmekte fayda var',
  home_banners_label: 'Öne çıkanlar',
  home_banners_previous: 'Önceki afişler',
  home_banners_next: 'Sonraki afişler',
  home_age_notice:
    '{{age}}+. Bu site yalnızca {{age}} yaşını doldurmuş kişiler içindir. Sorumlu oynayın: yalnızca kaybetmeyi göze alabileceğiniz tutarlarla bahis yapın ve Hesabım bölümünden limit belirleyin.',

  info_page_information: 'Bilgi',
  info_page_information_text:
    'Bu bölümde {{brand}} belgeleri ve başvuru materyalleri yer alır: bahis kabul kuralları, genel hükümler, gizlilik politikası, para yatırma ve çekme koşulları ile sorumlu oyun hakkında bilgiler.\n\n' +
    'Kayıt olmadan ve ilk bahsinizi yapmadan önce genel hükümleri ve kuralları okumanızı öneririz. Kayıt olarak {{age}} yaşını doldurduğunuzu ve hizmet koşullarını kabul ettiğinizi onaylamış olursunuz.\n\n' +
    'Sorunuzun yanıtını bulamadıysanız “Destek” bölümünden destek ekibine yazın veya “İletişim” bölümündeki bilgileri kullanın.\n\n' +
    'Belgeler güncellenebilir. Yürürlükteki sürüm her zaman sitede yayımlanır; önemli değişiklikleri önceden duyururuz.',

  info_page_contacts: 'İletişim',
  info_page_contacts_text:
    '{{brand}} destek ekibi kayıt, para yatırma, para çekme, doğrulama ve bahislerin sonuçlandırılması konularında yardımcı olur.\n\n' +
    'Bize en hızlı sitedeki “Destek” bölümünden ulaşabilirsiniz. Destek ekibinin e-posta adresi de orada yer alır.\n\n' +
    'Operatör şirketin unvanı, adresi, telefonları ve diğer bilgileri, tabi olduğu yargı bölgesinin gerekliliklerine uygun olarak operatör tarafından bu bölümde yayımlanır.\n\n' +
    'Sorununuzu daha hızlı çözebilmemiz için oyun hesabı numaranızı belirtin ve durumu kısaca anlatın. Şifrenizi ve onay kodlarınızı kimseyle paylaşmayın: destek çalışanları bunları asla istemez.',

  info_page_about: 'Hakkımızda',
  info_page_about_text:
    '{{brand}}, online spor bahisleri ve casino hizmetidir. Çok sayıda spor ve e-spor etkinliğine hem maç başlamadan önce hem de canlı olarak bahis kabul ediyoruz.\n\n' +
    'Casino bölümünde lisanslı sağlayıcıların slot oyunları, masa oyunları ve canlı krupiyeli oyunları yer alır.\n\n' +
    'Adil ve şeffaf bir oyun sunmayı hedefliyoruz: bahislerin kabul ve sonuçlandırma kuralları sitede yayımlanır, tüm ödemeler Hesabım bölümü üzerinden yapılır.\n\n' +
    'Hizmet yalnızca {{age}} yaşını doldurmuş kişilere açıktır. Sorumlu oyun ilkelerini destekliyor, zamanınızı ve harcamalarınızı kontrol etmeniz için araçlar sunuyoruz.\n\n' +
    'Lisans ve operatör şirket hakkındaki bilgiler “Lisanslar” ve “İletişim” bölümlerinde yer alır.',

  info_page_howbet: 'Nasıl bahis yapılır',
  info_page_howbet_text:
    'Kayıt olun veya hesabınıza giriş yapın ve Hesabım bölümünden oyun hesabınıza para yatırın.\n\n' +
    '“Maç öncesi” (henüz başlamamış maçlar) veya “Canlı” (şu anda oynanan maçlar) bölümünden bir etkinlik seçin. İstediğiniz seçimin oranına dokunun; seçim kuponunuza eklenir.\n\n' +
    'Kuponda bahis türünü seçin. Tekli, tek bir seçime yapılan bahistir. Kombine, farklı etkinliklerden birden fazla seçime yapılan bahistir ve yalnızca tüm seçimler tutarsa kazanır. Sistem, seçtiğiniz seçimlerden oluşturulan belirli boyuttaki kombinelerin bütünüdür.\n\n' +
    'Bahis tutarını girin; kupon olası kazancı hemen gösterir. Siz bahsi hazırlarken oran değişirse bahis, seçtiğiniz ayara göre işlenir: bahis reddedilir, yalnızca oran yükselişi kabul edilir veya tüm değişiklikler kabul edilir.\n\n' +
    '“Bahis yap” düğmesine dokunun. Kabul edilen bahis, Hesabım bölümündeki bahis geçmişinde görünür; durumunu ve sonucunu oradan takip edebilirsiniz.',

  info_page_rules: 'Kurallar',
  info_page_rules_text:
    'Bahisler, {{age}} yaşını doldurmuş kayıtlı oyunculardan oyun hesabındaki bakiyeyle sınırlı olarak kabul edilir. Bir bahis, bahis geçmişinde kupon numarasıyla göründüğü anda kabul edilmiş sayılır.\n\n' +
    'Tekli, tek bir seçime yapılan bahistir; kazanç, bahis tutarının oranla çarpımına eşittir. Kombine, farklı etkinliklerden iki veya daha fazla seçime yapılan bahistir; oranlar birbiriyle çarpılır ve kombine yalnızca tüm seçimler tutarsa kazanır. Sistem, seçilen seçimlerden oluşturulan aynı boyuttaki kombinelerin bütünüdür; bahis tutarı bunlar arasında eşit olarak bölünür ve her kombine ayrı ayrı sonuçlandırılır.\n\n' +
    'Oranlar ondalık, kesirli veya Amerikan gibi farklı formatlarda gösterilebilir. Format ayarlardan değiştirilir ve kazancı etkilemez: hesaplama, bahsin kabul edildiği anda sabitlenen orana göre yapılır.\n\n' +
    'Bahisler, etkinlik sona erdikten sonra resmî sonuçlara göre sonuçlandırılır. Aksi belirtilmedikçe maçın uzatmalar ve penaltı atışları hariç normal süresi esas alınır.\n\n' +
    'Etkinlik iptal edilir veya kuralların izin verdiğinden daha uzun süre ertelenirse ya da market iptal edilirse bahis 1 oranıyla sonuçlandırılır ve tutar hesaba iade edilir. Kombinede bu seçim hesaplamadan çıkarılır, diğer oranlar geçerliliğini korur.\n\n' +
    'Operatör en düşük ve en yüksek bahis ve ödeme tutarlarını belirler; bunlar spor dalına, etkinliğe ve markete göre değişebilir. Geçerli limitler kuponda görünür. Açıkça hatalı bir oranla veya etkinlik başladıktan sonra (canlı bahisler hariç) kabul edilen bahisler iptal edilebilir.',

  info_page_payment: 'Para yatırma ve çekme',
  info_page_payment_text:
    'Oyun hesabınıza para yatırmak ve kazancınızı çekmek için Hesabım bölümündeki “Para yatır” ve “Para çek” bölümlerini kullanabilirsiniz. Kullanılabilen ödeme yöntemleri ülkenize ve hesabınızın para birimine bağlıdır.\n\n' +
    'Her yöntem için en düşük ve en yüksek tutar, aktarım süresi ve ödeme sisteminin alabileceği komisyon belirtilir. Yatırılan para genellikle ödeme onaylandıktan hemen sonra hesaba geçer.\n\n' +
    'Ödeme yöntemi izin veriyorsa kazanç, para yatırırken kullanılan hesaba veya karta ödenir. Para çekmeden önce kimliğinizi doğrulamanız istenebilir: bu yasal bir zorunluluktur ve paranızı korur.\n\n' +
    'Yalnızca hesap sahibine ait banka hesaplarından ve kartlardan yapılan ödemeler kabul edilir. Üçüncü kişilerin yaptığı ödemeler reddedilebilir.\n\n' +
    'Her ödemenin durumu Hesabım bölümündeki işlem geçmişinde görünür. Para belirtilen sürede hesabınıza geçmediyse destek ekibine başvurun ve ödeme dekontunu ekleyin.',

  info_page_cookies: 'Çerezler',
  info_page_cookies_text:
    'Çerezler, bir sitenin tarayıcınıza kaydettiği küçük dosyalardır. {{brand}} bunları oturumunuzun açık kalması, sitenin dilinizi, temanızı ve oran formatınızı hatırlaması ve ziyaretçilerin siteyi nasıl kullandığını anlamak için kullanır.\n\n' +
    'Zorunlu çerezler hesaba giriş, güvenlik ve kuponun çalışmasını sağlar. Site bunlar olmadan çalışmaz; bu nedenle her onay seviyesinde kullanılırlar.\n\n' +
    'Diğer çerezler için onay seviyesini siz seçersiniz. “Yalnızca zorunlu”: başka çerez kullanılmaz. “Zorunlu ve işlevsel”: ayrıca ayarlarınız ve tercihleriniz kaydedilir. “Zorunlu, analiz ve pazarlama”: ayrıca analiz, kişiselleştirilmiş reklam ve reklam kampanyalarının ölçümü için çerezlere izin verilir. “Tüm çerezler”: tüm kategorilere izin verilir.\n\n' +
    'Seçiminiz onay tarihiyle birlikte kaydedilir ve sitedeki çerez ayarlarından istediğiniz zaman değiştirilebilir. Çerezleri tarayıcı ayarlarından da silebilirsiniz, ancak bu durumda hesabınıza yeniden giriş yapmanız ve ayarlarınızı yeniden seçmeniz gerekir.\n\n' +
    'Hangi verileri işlediğimiz gizlilik politikasında ayrıntılı olarak açıklanmıştır.',

  info_page_ussdinstruction: 'USSD ile bahis',
  info_page_ussdinstruction_text:
    'Bu hizmetin {{brand}} tarafından sunulduğu yerlerde, cep telefonunuzun USSD menüsünden internet ve uygulama olmadan bahis yapabilirsiniz.\n\n' +
    '“İletişim” bölümünde belirtilen USSD kodunu tuşlayın ve arama tuşuna basın. Açılan menüde spor dalını, etkinliği ve seçimi, ilgili seçeneğin numarasını yanıt olarak göndererek belirleyin.\n\n' +
    'Bahis tutarını girip onaylayın. Tutar, telefon numaranıza bağlı oyun hesabından düşülür; kupon numarası yanıt mesajıyla gelir.\n\n' +
    'USSD ile yapılan bahislerde sitedeki bahislerle aynı kurallar ve limitler geçerlidir. USSD isteklerinin ücretini mobil operatörünüz belirler.',

  info_page_points: 'Bonus puanlar',
  info_page_points_text:
    '{{brand}} sadakat programında oyuncular, sonuçlanan spor bahisleri ve casino oyunları için puan kazanır. Puan miktarı bahis tutarına ve ülkenizdeki program koşullarına bağlıdır.\n\n' +
    'Puan bakiyeniz Hesabım bölümünde görünür. Puanlar, program kataloğundaki freebet, bonus ve diğer ödüllerle takas edilebilir.\n\n' +
    'Puanlar para değildir: çekilemez veya başka bir oyuncuya aktarılamaz. İptal edilen ve iade edilen bahisler için puan verilmez.\n\n' +
    'Kullanılmayan puanlar, program koşullarında belirtilen sürenin sonunda geçerliliğini yitirebilir. Program koşullarındaki değişiklikleri önceden bildiririz.',

  info_page_taxes: 'Vergiler',
  info_page_taxes_text:
    'Birçok ülkede bahis şirketlerinden ve casinolardan elde edilen kazançlar vergiye tabidir. Vergilendirme usulü ve vergi oranı, vergi mukimi olduğunuz ülkenin mevzuatına bağlıdır.\n\n' +
    'Bazı yargı bölgelerinde operatör, kazancı öderken vergiyi kesmekle yükümlüdür. Bu durumda vergi tutarı işlem geçmişinde gösterilir ve kazanç vergi düşüldükten sonra hesaba geçer.\n\n' +
    'Ödeme sırasında vergi kesilmiyorsa oyuncu gelirini kendisi beyan eder ve vergiyi kendi ülkesinin mevzuatında belirlenen şekilde öder.\n\n' +
    'Bu sayfadaki bilgiler vergi danışmanlığı niteliği taşımaz. Vergiyle ilgili sorularınız için bir vergi danışmanına veya ülkenizin vergi dairesine başvurun.',

  info_page_mainRules: 'Genel hükümler',
  info_page_mainRules_text:
    'Genel hükümler, site, mobil uygulamalar ve diğer bahis kanalları kullanılırken {{brand}} ile oyuncu arasındaki ilişkiyi düzenler.\n\n' +
    'Hizmeti yalnızca {{age}} yaşını doldurmuş ve fiil ehliyetine sahip kişiler kullanabilir; bunun için ikamet edilen ülkenin yasası daha yüksek bir yaş sınırı öngörmemeli ve şans oyunlarını yasaklamamalıdır.\n\n' +
    'Her oyuncunun yalnızca bir hesabı olabilir. Kayıt sırasında verilen bilgiler doğru olmalıdır; operatör bunların doğrulanmasını isteyebilir.\n\n' +
    'Oyuncu, kullanıcı adı ve şifresinin güvenliğinden ve hesabındaki tüm işlemlerden sorumludur. Hesabınıza başkalarının eriştiğinden şüpheleniyorsanız şifrenizi hemen değiştirin ve destek ekibine bildirin.\n\n' +
    'Operatör; kuralların ihlali, dolandırıcılık, birden fazla hesap veya otomatik araç kullanılması durumunda hesabı kısıtlayabilir ya da kapatabilir.\n\n' +
    'Hükümler değişebilir. Yeni sürüm sitede yayımlandığı anda yürürlüğe girer; hizmeti kullanmaya devam ederek yeni sürümü kabul etmiş olursunuz.',

  info_page_simpleIdentification: 'Basitleştirilmiş kimlik tespiti',
  info_page_simpleIdentification_text:
    'Basitleştirilmiş kimlik tespiti, bir ofise gitmeden kimliğinizi doğrulamanın hızlı bir yoludur: belge bilgilerinizi Hesabım bölümüne girersiniz, biz de bunları erişilebilir resmî kaynaklardan kontrol ederiz.\n\n' +
    'Soyadınız, adınız, varsa ikinci adınız, doğum tarihiniz, kimlik belgenizin bilgileri ve ülkenizin mevzuatı gerektiriyorsa vergi numaranız gerekir.\n\n' +
    'Kontrol genellikle birkaç dakika ile birkaç iş günü arasında sürer. Sonucu Hesabım bölümünde size bildiririz.\n\n' +
    'Bilgileriniz otomatik olarak doğrulanamazsa destek ekibi, belgenizin fotoğrafını yüklemenizi veya görüntülü kimlik tespitinden geçmenizi isteyebilir.\n\n' +
    'Kimlik tespiti tamamlanana kadar para çekme gibi bazı işlemler kullanılamayabilir.',

  info_page_consent: 'Veri işleme onayı',
  info_page_consent_text:
    '{{brand}} sitesine kayıt olarak, formda belirttiğiniz ve oyun sırasında oluşan kişisel verilerinizin işlenmesine onay vermiş olursunuz.\n\n' +
    'Veriler; oyun hesabınızı yönetmek, yaşınızı ve kimliğinizi doğrulamak, ödemeleri gerçekleştirmek, yasal gereklilikleri yerine getirmek, güvenliği sağlamak ve ayrıca onay verdiyseniz size pazarlama mesajları göndermek amacıyla işlenir.\n\n' +
    'İşleme; verilerin toplanmasını, kaydedilmesini, saklanmasını, güncellenmesini, kullanılmasını ve bu amaçlar için gerekli ölçüde ödeme ve doğrulama kuruluşlarına aktarılmasını kapsar.\n\n' +
    'Pazarlama mesajlarına verdiğiniz onayı Hesabım bölümünün ayarlarından geri alabilirsiniz. Hesabın çalışması için zorunlu olan verilerin işlenmesine verilen onay, hesabın kapatılmasıyla geri alınır; bundan sonra da verilerin bir kısmı yasada belirlenen süre boyunca saklanır.',

  info_page_licenses: 'Lisanslar',
  info_page_licenses_text:
    '{{brand}}, operatörün tabi olduğu yargı bölgesinin düzenleyici kurumu tarafından verilen şans oyunları lisansıyla faaliyet gösterir.\n\n' +
    'Düzenleyici kurumun adı, lisans numarası ve veriliş tarihi ile operatör şirkete ilişkin bilgiler, operatör tarafından “İletişim” bölümünde ve sitenin alt kısmında yayımlanır.\n\n' +
    'Lisans, operatörü adil oyun kurallarına uymak, oyuncuların yaşını ve kimliğini doğrulamak, kara para aklamayla mücadele etmek ve sorumlu oyun ilkelerini desteklemekle yükümlü kılar.\n\n' +
    'Lisansın geçerliliğini düzenleyici kurumun kamuya açık sicilinden kontrol edebilirsiniz.',

  info_page_privacyPolicy: 'Gizlilik politikası',
  info_page_privacyPolicy_text:
    'Bu politika, {{brand}} tarafından hangi kişisel verilerin, hangi amaçla işlendiğini ve bunları nasıl koruduğumuzu açıklar.\n\n' +
    'Kendi verdiğiniz verileri (ad, doğum tarihi, telefon, e-posta adresi, belge bilgileri, ödeme bilgileri), bahis ve ödemelerinize ilişkin bilgileri ve teknik verileri işleriz: IP adresi, cihaz ve tarayıcı türü, çerezler.\n\n' +
    'Veriler; hesabınızı yönetmek, yaşınızı ve kimliğinizi doğrulamak, ödemeleri gerçekleştirmek, dolandırıcılığı önlemek, yasal gereklilikleri yerine getirmek, taleplerinizi yanıtlamak ve onayınızla size bülten ve kişisel teklifler göndermek için gereklidir.\n\n' +
    'Verileri yalnızca ödeme sistemlerine, kimlik doğrulama kuruluşlarına ve yasada öngörülen durumlarda kamu kurumlarına aktarırız. Kişisel verileri satmayız.\n\n' +
    'Çerez onayı ayrıca ayarlanır: “Kapalı”, “Yalnızca işlevsel”, “Yalnızca pazarlama” veya “Tümü”. Ayrıntılar çerezler sayfasındadır.\n\n' +
    'Yasa verilerin daha uzun süre saklanmasını gerektirmiyorsa verilerinize erişim, bunların düzeltilmesini veya silinmesini talep etme hakkınız vardır. Bunun için destek ekibine başvurun.',

  info_page_amlkyc: 'AML ve KYC',
  info_page_amlkyc_text:
    '{{brand}}, suç gelirlerinin aklanmasının ve terörün finansmanının önlenmesine ilişkin mevzuatın (AML) gerekliliklerine ve “Müşterini Tanı” (KYC) ilkesine uyar.\n\n' +
    'Oyuncuların kimliğini ve yaşını, bazı durumlarda ise fonlarının kaynağını kontrol ederiz. Kontrol; kayıt sırasında, ilk para çekme işleminden önce, yüksek tutarlı işlemlerde veya olağan dışı hareketlerde gerekebilir.\n\n' +
    'Kontrol için kimlik belgesi, adres belgesi ve ödeme aracının size ait olduğunu gösteren bir belge isteyebiliriz.\n\n' +
    'Kontrol tamamlanana kadar para çekme işlemleri askıya alınabilir. Oyuncu belge vermeyi reddederse veya gerçeğe aykırı bilgi verirse operatör işlemi reddedebilir ya da hesabı kapatabilir.',

  info_page_amlpolicy: 'AML politikası',
  info_page_amlpolicy_text:
    'Kara paranın aklanmasını önleme politikası, hizmetin suç gelirlerinin aklanması ve terörün finansmanı için kullanılmaması amacıyla {{brand}} tarafından alınan önlemleri açıklar.\n\n' +
    'Oyuncuların kimliğini tespit eder, onları yaptırım listeleri ve siyasi nüfuz sahibi kişi listeleriyle karşılaştırır ve olağan dışı işlemleri izleriz: yüksek tutarlı ve sık para yatırma, oyun hareketi olmadan para çekme, başkasına ait ödeme araçlarının kullanılması.\n\n' +
    'Para yatırma ve çekme yalnızca hesap sahibine ait ödeme araçlarıyla yapılabilir. Oyun hesabındaki para oyun içindir; saklama veya transfer amacıyla kullanılamaz.\n\n' +
    'Operatör şüpheli işlemleri yetkili kuruma bildirmekle yükümlüdür. Bu tür işlemler inceleme tamamlanana kadar askıya alınabilir.\n\n' +
    'Operatör çalışanları düzenli olarak eğitim alır; politikaya uyumu bu işten sorumlu bir görevli denetler.',

  info_page_kycpolicy: 'KYC politikası',
  info_page_kycpolicy_text:
    '“Müşterini Tanı” politikası, {{brand}} tarafından oyuncuların kimliğinin, yaşının ve ikamet yerinin nasıl doğrulandığını belirler.\n\n' +
    'Doğrulama için kimlik belgesi (pasaport, kimlik kartı veya sürücü belgesi), adres belgesi (örneğin son üç aya ait bir fatura veya banka hesap özeti) ve banka kartının ya da e-cüzdanın size ait olduğunu gösteren bir belge gerekebilir.\n\n' +
    'Belgeler Hesabım bölümünden yüklenir. Görüntü net ve renkli olmalı, belgenin tamamı görünmeli ve belge geçerli olmalıdır.\n\n' +
    'Kontrol genellikle birkaç iş gününe kadar sürer. Sonucu Hesabım bölümünde size bildiririz; ek belge gerekirse yine orada isteriz.\n\n' +
    'Belgeler güvenli biçimde saklanır ve yalnızca doğrulama ve yasal gerekliliklerin yerine getirilmesi için kullanılır.',

  info_page_disputeresolution: 'Uyuşmazlıkların çözümü',
  info_page_disputeresolution_text:
    'Bir bahsin sonuçlandırılmasına, bonus tanımlanmasına, bir ödemeye veya {{brand}} tarafından verilen başka bir karara itiraz ediyorsanız “Destek” bölümünden destek ekibine şikâyette bulunun.\n\n' +
    'Şikâyetinizde oyun hesabı numaranızı, kupon veya işlem numarasını, tarihi ve talebinizin konusunu belirtin; ekran görüntülerini ve diğer kanıtları ekleyin. Ne kadar erken başvurursanız olayları aydınlatmak o kadar kolay olur.\n\n' +
    'Şikâyetinizin alındığını onaylar, inceleme süresini bildirir ve gerekçeli bir yanıt veririz. Karar için ek bilgiye ihtiyaç duyarsak bunu sizden isteriz.\n\n' +
    'Yanıtımıza katılmıyorsanız bağımsız bir uyuşmazlık çözüm kuruluşuna veya lisansı veren düzenleyici kuruma başvurabilirsiniz. Bunların iletişim bilgileri operatör tarafından “İletişim” bölümünde yayımlanır.',

  info_page_responsiblegaming: 'Sorumlu oyun',
  info_page_responsiblegaming_text:
    'Bahis ve şans oyunları bir eğlencedir, para kazanma yolu değildir. Yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın ve kayıplarınızı geri kazanmaya çalışmayın.\n\n' +
    '{{brand}} hizmeti yalnızca {{age}} yaşını doldurmuş kişilere açıktır. Oyuncuların yaşını kontrol eder, reşit olmayanların hesaplarını kapatırız.\n\n' +
    'Hesabım bölümünde günlük, haftalık veya aylık para yatırma, bahis ve kayıp limitleri belirleyebilir, oyun oturumunun süresini sınırlayabilirsiniz. Limit düşürme hemen geçerli olur, limit artırma ise hemen yürürlüğe girmez.\n\n' +
    'Ara vermeniz gerekiyorsa kendini dışlama özelliğini kullanın: hesabınız seçtiğiniz süre boyunca veya süresiz olarak kilitlenir ve bu süre boyunca bahis yapamaz, para yatıramazsınız. Kendini dışlama süresinden önce iptal edilemez.\n\n' +
    'Uyarı işaretleri: planladığınızdan daha uzun süre veya daha yüksek tutarlarla oynuyorsunuz, oynamak için borç alıyorsunuz, oyunu yakınlarınızdan saklıyorsunuz, oynamadığınızda sinirleniyorsunuz. Kendinizi bu tarifte tanıdıysanız yardım isteyin.\n\n' +
    'Ücretsiz ve gizli yardımı “Adsız Kumarbazlar” (Gamblers Anonymous) gibi uzman kuruluşlar ve kumar bağımlılığı konusunda destek veren ulusal hizmetler sunar. {{brand}} destek ekibi, ülkenizde nereye başvurabileceğinizi söyler ve kısıtlamaları ayarlamanıza yardımcı olur.',

  info_page_smsbets: 'SMS ile bahis',
  info_page_smsbets_text:
    'Bu hizmetin {{brand}} tarafından sunulduğu yerlerde, internet ve uygulama olmadan SMS ile bahis yapabilirsiniz.\n\n' +
    'Telefon numaranızı oyun hesabınıza bağlayın ve hesabınıza para yatırın. SMS bahisleri için kısa numara ve mesaj formatı “İletişim” bölümünde yayımlanır.\n\n' +
    'Bahis yapmak için, ülkenizde kullanılan formatta etkinlik kodunu, seçim kodunu ve bahis tutarını içeren bir mesaj gönderin. Kombine için birden fazla “etkinlik — seçim” çifti yazın.\n\n' +
    'Yanıt olarak kupon numarasını ve oranı ya da reddedilme nedenini içeren bir SMS alırsınız. Bahis ancak onaylandıktan sonra kabul edilmiş sayılır.\n\n' +
    'SMS bahislerinde genel kurallar ve limitler geçerlidir. Mesaj ücretleri mobil operatörünüzün tarifesine göre belirlenir.',

  info_page_confirmTerms: 'Koşulların kabulü',
  info_page_confirmTerms_text:
    'Devam etmeden önce {{brand}} kurallarını, gizlilik politikasını ve bonus programlarının koşullarını okuduğunuzu ve kabul ettiğinizi onaylayın.\n\n' +
    'Koşulları kabul ederek ayrıca {{age}} yaşını doldurduğunuzu, ikamet ettiğiniz ülkede şans oyunlarının yasal olduğunu ve kendi adınıza, kendi paranızla oynadığınızı onaylamış olursunuz.\n\n' +
    'Koşullar güncellenirse bir sonraki girişinizde yeni sürümü kabul etmenizi isteriz. Yeni sürüm kabul edilene kadar sitenin bazı özellikleri kullanılamayabilir.\n\n' +
    'Koşulları kabul etmiyorsanız hizmeti kullanmaya devam etmeyin ve hesabınızı kapatmak için destek ekibine başvurun.',

  info_page_calc: 'Kazanç hesaplama',
  info_page_calc_text:
    'Olası kazancı önceden hesaplamak kolaydır: yalnızca bahis tutarı ve seçtiğiniz seçimlerin oranları gerekir.\n\n' +
    'Tekli: kazanç = bahis tutarı × oran. Örneğin 2,50 oranla yapılan 100’lük bahis 250 getirir; bunun 150’si net kârdır.\n\n' +
    'Kombine: tüm seçimlerin oranları çarpılır ve kazanç = bahis tutarı × oranların çarpımı. 1,50, 2,00 ve 1,80 oranlı üç seçime yapılan 100’lük bahis 5,40 toplam oran ve 540 kazanç sağlar. Seçimlerden biri bile kaybederse kombinenin tamamı kaybeder.\n\n' +
    'Sistem: bahis tutarı, belirlenen boyuttaki tüm kombineler arasında eşit olarak bölünür; kazanç, tutan kombinasyonların kazançlarının toplamıdır. Örneğin “3’te 2” sistemi, ikişer seçimli üç kombineden oluşur.\n\n' +
    'İade edilen seçim 1 oranıyla hesaplanır ve çarpımı değiştirmez. Bu hesaplama bilgi amaçlıdır: kesin tutar, bahsin kabul edildiği andaki kurallara ve oranlara göre belirlenir.',

  info_page_cashTerminals: 'Kasalar ve terminaller',
  info_page_cashTerminals_text:
    '{{brand}} bahis bayilerinin ve ödeme terminallerinin bulunduğu yerlerde hesabınıza nakit para yatırabilir ve kazancınızı nakit olarak alabilirsiniz.\n\n' +
    'Kasaların ve terminallerin adresleri ile çalışma saatleri, operatör tarafından “İletişim” bölümünde ve terminaller sayfasında yayımlanır.\n\n' +
    'Terminalden para yatırmak için oyun hesabına para yatırma seçeneğini seçin, hesap numaranızı veya hesabınıza bağlı telefon numarasını girin ve nakit parayı yerleştirin. Para hesabınıza geçene kadar fişi saklayın.\n\n' +
    'Kazancınızı kasadan almak için kimlik belgesi gerekir. Nakit ödemelerde limitler ve süreler online yöntemlerden farklı olabilir.',

  info_page_rulesFrame: 'Bahis kabul kuralları',
  info_page_rulesFrame_text:
    'Bahisler, {{age}} yaşını doldurmuş oyunculardan hesaptaki bakiye ve belirlenen limitler dahilinde kabul edilir.\n\n' +
    'Teklide kazanç, bahis tutarının oranla çarpımına eşittir; kombine, tüm seçimler tutarsa kazanır; sistem, kombinelerin bütünü olarak sonuçlandırılır.\n\n' +
    'Etkinlik iptal edilirse bahis 1 oranıyla sonuçlandırılır. Kuralların tamamı “Kurallar” bölümünde yayımlanır.',

  info_page_bettingCalculator: 'Bahis hesaplayıcı',
  info_page_bettingCalculator_text:
    'Bahis hesaplayıcı; tekli, kombine ve sistem bahisleri için olası kazancı siz bahsi yapmadan önce hesaplar.\n\n' +
    'Bahis türünü seçin, tutarı ve seçimlerin oranlarını girin. Hesaplayıcı toplam oranı ve olası kazancı gösterir.\n\n' +
    'Tekli: bahis tutarı × oran. Kombine: bahis tutarı × tüm seçimlerin oranlarının çarpımı; iade edilen seçim 1 oranıyla hesaplanır.\n\n' +
    'Sistem: bahis tutarı kombinasyonlar arasında eşit olarak bölünür. Tutan her kombinasyonda kazanç, o kombinasyona düşen bahis payının oranların çarpımıyla çarpılmasına eşittir; toplam kazanç, tutan tüm kombinasyonların toplamıdır. Örneğin “4’te 2” sisteminde altı kombinasyon vardır ve her birine bahsin altıda biri düşer.\n\n' +
    'Hesaplayıcının sonucu bilgi amaçlıdır; vergileri ve ödeme limitlerini dikkate almaz. Kesin tutar, etkinlikler sona erdikten sonra kurallara göre hesaplanır.',
};
