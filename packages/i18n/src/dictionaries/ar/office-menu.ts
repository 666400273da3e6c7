// Arabic texts of the "officeMenu" namespace: the personal account menu's groups and rows, the menu pages and a screen that is not open yet.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuAr: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'الملف الشخصي والتحقق',
  office_menu_group_security: 'الأمان',
  office_menu_group_bonuses: 'المكافآت والعروض',
  office_menu_group_settings: 'الإعدادات',
  office_menu_group_support: 'الرسائل والدعم',
  office_menu_group_responsible: 'اللعب المسؤول',
  office_menu_group_casino: 'الكازينو',
  office_menu_group_referral: 'ادعُ صديقًا',

  // Profile and verification
  office_menu_account: 'البيانات الشخصية',
  office_menu_account_hint: 'الاسم وتاريخ الميلاد والعنوان والوثيقة',
  office_menu_account_edit: 'تعديل البيانات',
  office_menu_account_edit_hint: 'تصحيح البيانات الشخصية أو استكمالها',
  office_menu_account_verification: 'التحقق من الهوية',
  office_menu_account_verification_hint: 'حالة التحقق من وثائقك',
  office_menu_account_identification: 'إثبات الهوية',
  office_menu_account_identification_hint: 'رفع الوثائق وتأكيد هويتك',

  // Security
  office_menu_security: 'نظرة عامة على الأمان',
  office_menu_security_hint: 'كلمة المرور وتسجيل الدخول والهاتف والبريد في صفحة واحدة',
  office_menu_change_password: 'تغيير كلمة المرور',
  office_menu_change_password_hint: 'كلمة مرور جديدة وتسجيل الخروج من الأجهزة الأخرى',
  office_menu_enable_two_factor: 'تفعيل المصادقة الثنائية',
  office_menu_enable_two_factor_hint: 'رمز من تطبيق المصادقة عند كل تسجيل دخول',
  office_menu_disable_two_factor: 'إيقاف المصادقة الثنائية',
  office_menu_disable_two_factor_hint: 'برمز الاسترداد الذي حصلت عليه عند التفعيل',
  office_menu_session_history: 'الجلسات والأجهزة',
  office_menu_session_history_hint: 'أين سجّلت الدخول؛ إنهاء جلسة غريبة',
  office_menu_security_question: 'السؤال السري',
  office_menu_security_question_hint: 'الإجابة اللازمة لتغيير الهاتف واستعادة الوصول',
  office_menu_phone_binding: 'ربط الهاتف',
  office_menu_phone_binding_hint: 'رقم لتسجيل الدخول برسالة نصية واستعادة الوصول',
  office_menu_phone_activate: 'تأكيد الهاتف',
  office_menu_phone_activate_hint: 'رمز عبر رسالة نصية أو Telegram',
  office_menu_phone_change: 'تغيير الهاتف',
  office_menu_phone_change_hint: 'الإجابة عن السؤال السري، ثم رمز إلى الرقم الجديد',
  office_menu_email_change: 'تغيير البريد الإلكتروني',
  office_menu_email_change_hint: 'عنوان جديد يُؤكَّد برمز من رسالة البريد',
  office_menu_activation_email: 'تأكيد البريد الإلكتروني',
  office_menu_activation_email_hint: 'رسالة برابط لتأكيد العنوان',
  office_menu_auth_by_email: 'الدخول بالبريد الإلكتروني',
  office_menu_auth_by_email_hint: 'الدخول بعنوان البريد بدلًا من رقم الحساب',

  // Bets
  office_menu_bets_history_mail: 'كشف الرهانات بالبريد',
  office_menu_bets_history_mail_hint: 'رهانات فترة معيّنة إلى عنوانك المؤكَّد',
  office_menu_bets_history_clear: 'مسح سجل الرهانات',
  office_menu_bets_history_clear_hint: 'إزالة الرهانات السابقة من القائمة',

  // Bonuses and promotions
  office_menu_promotion: 'العروض الترويجية',
  office_menu_promotion_hint: 'العروض الحالية وشروط المشاركة',
  office_menu_special_offers: 'عروض خاصة',
  office_menu_special_offers_hint: 'عروض مخصصة لك',
  office_menu_bonuses: 'مكافآتي',
  office_menu_bonuses_hint: 'المكافآت النشطة وشروط المراهنة والمواعيد',
  office_menu_bonuses_gifts: 'الهدايا',
  office_menu_bonuses_gifts_hint: 'رهانات مجانية وهدايا يمكنك الحصول عليها',
  office_menu_cashback: 'الاسترداد النقدي',
  office_menu_cashback_hint: 'استرداد جزء من الرهانات الخاسرة',
  office_menu_promo_code: 'الرموز الترويجية',
  office_menu_promo_code_hint: 'تحقّق من رمز واطّلع على سجل الرموز الترويجية',
  office_menu_rewards: 'الجوائز',
  office_menu_rewards_hint: 'نقاط وجوائز مقابل الرهانات',

  // Settings
  office_menu_settings: 'إعدادات الموقع',
  office_menu_settings_hint: 'صيغة الاحتمالات والمظهر والخط واللغة والمنطقة الزمنية',
  office_menu_settings_account: 'إعدادات الحساب',
  office_menu_settings_account_hint: 'الرهان بنقرة واحدة وشكل القسيمة',
  office_menu_disallow_sports: 'الرياضات المخفية',
  office_menu_disallow_sports_hint: 'عدم عرض الرياضات المختارة في ما قبل المباراة والمباشر',
  office_menu_mailing: 'النشرات',
  office_menu_mailing_hint: 'الرسائل والإشعارات التي تريد تلقيها',

  // Messages and support
  office_menu_messages: 'الرسائل',
  office_menu_messages_hint: 'رسائل المشغّل: المقروءة والجديدة',
  office_menu_support: 'الدعم',
  office_menu_support_hint: 'الدردشة وساعات العمل وفكرة للموقع',
  office_menu_admin_request: 'مراسلة الإدارة',
  office_menu_admin_request_hint: 'شكوى أو سؤال مع رد عبر البريد الإلكتروني',

  // Responsible gaming
  office_menu_responsible: 'الحدود والاستبعاد الذاتي',
  office_menu_responsible_hint: 'حدود الإيداع والرهان، واستراحة من اللعب',

  // Casino
  office_menu_casino: 'حساب الكازينو',
  office_menu_casino_hint: 'ألعاب الكازينو ومكافآته وسجله',
  office_menu_casino_vip_cashback: 'استرداد VIP في الكازينو',
  office_menu_casino_vip_cashback_hint: 'استرداد مقابل اللعب في الكازينو حسب مستوى VIP',

  // Bring a friend
  office_menu_bringfriend: 'أصدقائي المدعوون',
  office_menu_bringfriend_hint: 'الأصدقاء الذين دعوتهم ومكافأتك',
  office_menu_bring_friend_main: 'دعوة صديق',
  office_menu_bring_friend_main_hint: 'رابط الدعوة ورمزها الخاصان بك',
  office_menu_bring_friend_rules: 'قواعد البرنامج',
  office_menu_bring_friend_rules_hint: 'كيف تُحتسب المكافأة',
  office_menu_bring_friend_banners: 'اللافتات',
  office_menu_bring_friend_banners_hint: 'لافتات جاهزة تحمل رابطك',

  // Screens reached from a row
  office_screen_identification_welcome: 'بدء إثبات الهوية',
  office_screen_identification_welcome_hint: 'ما يلزم للتحقق من الهوية وكم يستغرق',
  office_screen_convert_account: 'التسجيل الكامل',
  office_screen_convert_account_hint: 'تحويل حساب «النقرة الواحدة» إلى حساب كامل: البريد والهاتف والبيانات الشخصية',
  office_screen_clarify_data: 'استكمال البيانات',
  office_screen_clarify_data_hint: 'إضافة البيانات اللازمة لصرف الأموال',
  office_screen_change_login: 'تغيير اسم المستخدم',
  office_screen_change_login_hint: 'اسم مستخدم جديد للدخول بدلًا من رقم الحساب',
  office_screen_promo_code_history: 'سجل الرموز الترويجية',
  office_screen_promo_code_history_hint: 'الرموز الترويجية التي أدخلتها وما منحتك إياه',
  office_screen_email_subscription: 'الاشتراك في الرسائل البريدية',
  office_screen_email_subscription_hint: 'الأخبار والعروض إلى بريدك الإلكتروني',
  office_screen_share_idea: 'شارك فكرة',
  office_screen_share_idea_hint: 'اقتراحك لتحسين الموقع',
  office_screen_casino_mail_history: 'رسائل الكازينو',
  office_screen_casino_mail_history_hint: 'رسائل عن ألعاب الكازينو ومكافآته',

  // Menu pages and the menu's counts
  office_menu_page_all: 'قائمة الحساب',
  office_menu_page_profile: 'الملف الشخصي',
  office_menu_page_settings: 'الإعدادات',
  office_menu_page_promo: 'المكافآت والعروض',
  office_menu_count: 'بانتظارك: {{count}}',
  office_menu_loading: 'جارٍ تحميل القائمة',

  // A screen that is not open yet
  office_coming_soon_badge: 'قريبًا',
  office_coming_soon_text: 'هذا القسم قيد الإعداد وسيظهر قريبًا في حسابك الشخصي.',
  office_coming_soon_what: 'ما الذي سيكون هنا:',
  office_coming_soon_back: 'العودة إلى قائمة الحساب',
};
