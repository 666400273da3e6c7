// Spanish (Spain) texts of the "officeMenu" namespace: the personal area menu's groups and rows, the
// menu pages and the state of a screen that is not open yet.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuEs: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Perfil y verificación',
  office_menu_group_security: 'Seguridad',
  office_menu_group_bonuses: 'Bonos y promociones',
  office_menu_group_settings: 'Ajustes',
  office_menu_group_support: 'Mensajes y atención al cliente',
  office_menu_group_responsible: 'Juego responsable',
  office_menu_group_casino: 'Casino',
  office_menu_group_referral: 'Invita a un amigo',

  // Profile and verification
  office_menu_account: 'Datos personales',
  office_menu_account_hint: 'Nombre, fecha de nacimiento, dirección y documento',
  office_menu_account_edit: 'Modificar datos',
  office_menu_account_edit_hint: 'Corregir o completar tus datos personales',
  office_menu_account_verification: 'Verificación',
  office_menu_account_verification_hint: 'Estado de la revisión de tus documentos',
  office_menu_account_identification: 'Identificación',
  office_menu_account_identification_hint: 'Subir documentos y confirmar tu identidad',

  // Security
  office_menu_security: 'Resumen de seguridad',
  office_menu_security_hint: 'Contraseña, acceso, teléfono y correo en una sola página',
  office_menu_change_password: 'Cambiar contraseña',
  office_menu_change_password_hint: 'Nueva contraseña y cierre de sesión en otros dispositivos',
  office_menu_enable_two_factor: 'Activar la autenticación en dos pasos',
  office_menu_enable_two_factor_hint: 'Un código de la app de autenticación cada vez que entras',
  office_menu_disable_two_factor: 'Desactivar la autenticación en dos pasos',
  office_menu_disable_two_factor_hint: 'Con el código de recuperación que recibiste al activarla',
  office_menu_session_history: 'Sesiones y dispositivos',
  office_menu_session_history_hint: 'Dónde has iniciado sesión; cerrar una sesión ajena',
  office_menu_security_question: 'Pregunta de seguridad',
  office_menu_security_question_hint: 'La respuesta para cambiar de teléfono y recuperar el acceso',
  office_menu_phone_binding: 'Vincular teléfono',
  office_menu_phone_binding_hint: 'Número para entrar por SMS y recuperar el acceso',
  office_menu_phone_activate: 'Confirmar teléfono',
  office_menu_phone_activate_hint: 'Código por SMS o Telegram',
  office_menu_phone_change: 'Cambiar teléfono',
  office_menu_phone_change_hint: 'Respuesta a la pregunta de seguridad y luego un código al nuevo número',
  office_menu_email_change: 'Cambiar correo',
  office_menu_email_change_hint: 'Nueva dirección confirmada con un código enviado por correo',
  office_menu_activation_email: 'Confirmar correo',
  office_menu_activation_email_hint: 'Un correo con un enlace para confirmar tu dirección',
  office_menu_auth_by_email: 'Acceso con correo',
  office_menu_auth_by_email_hint: 'Entrar con tu dirección de correo en lugar del número de cuenta',

  // Bets
  office_menu_bets_history_mail: 'Historial de apuestas por correo',
  office_menu_bets_history_mail_hint: 'Las apuestas de un periodo, a tu dirección confirmada',
  office_menu_bets_history_clear: 'Borrar el historial de apuestas',
  office_menu_bets_history_clear_hint: 'Quitar de la lista las apuestas pasadas',

  // Bonuses and promotions
  office_menu_promotion: 'Promociones',
  office_menu_promotion_hint: 'Promociones actuales y condiciones para participar',
  office_menu_special_offers: 'Ofertas especiales',
  office_menu_special_offers_hint: 'Ofertas pensadas para ti',
  office_menu_bonuses: 'Mis bonos',
  office_menu_bonuses_hint: 'Bonos activos, requisitos de apuesta y plazos',
  office_menu_bonuses_gifts: 'Regalos',
  office_menu_bonuses_gifts_hint: 'Apuestas gratis y regalos que puedes recoger',
  office_menu_cashback: 'Reembolso',
  office_menu_cashback_hint: 'Devolución de parte de las apuestas perdidas',
  office_menu_promo_code: 'Códigos promocionales',
  office_menu_promo_code_hint: 'Comprobar un código y ver el historial de códigos',
  office_menu_rewards: 'Recompensas',
  office_menu_rewards_hint: 'Puntos y recompensas por tus apuestas',

  // Settings
  office_menu_settings: 'Ajustes del sitio',
  office_menu_settings_hint: 'Formato de cuotas, tema, fuente, idioma, zona horaria',
  office_menu_settings_account: 'Ajustes de la cuenta',
  office_menu_settings_account_hint: 'Apuesta con un clic y vista del boleto',
  office_menu_disallow_sports: 'Deportes ocultos',
  office_menu_disallow_sports_hint: 'No mostrar los deportes elegidos en prepartido ni en directo',
  office_menu_mailing: 'Comunicaciones',
  office_menu_mailing_hint: 'Qué correos y mensajes quieres recibir',

  // Messages and support
  office_menu_messages: 'Mensajes',
  office_menu_messages_hint: 'Mensajes del operador: leídos y nuevos',
  office_menu_support: 'Atención al cliente',
  office_menu_support_hint: 'Chat, horario de atención, ideas para el sitio',
  office_menu_admin_request: 'Escribir a la administración',
  office_menu_admin_request_hint: 'Queja o consulta con respuesta por correo',

  // Responsible gaming
  office_menu_responsible: 'Límites y autoexclusión',
  office_menu_responsible_hint: 'Límites de depósito y de apuesta, pausa en el juego',

  // Casino
  office_menu_casino: 'Área de casino',
  office_menu_casino_hint: 'Juegos, bonos e historial del casino',
  office_menu_casino_vip_cashback: 'Reembolso VIP del casino',
  office_menu_casino_vip_cashback_hint: 'Devolución por jugar al casino según tu nivel VIP',

  // Bring a friend
  office_menu_bringfriend: 'Mis invitados',
  office_menu_bringfriend_hint: 'Amigos invitados y tu recompensa',
  office_menu_bring_friend_main: 'Invitar a un amigo',
  office_menu_bring_friend_main_hint: 'Tu enlace y código de invitación',
  office_menu_bring_friend_rules: 'Reglas del programa',
  office_menu_bring_friend_rules_hint: 'Cómo se calcula la recompensa',
  office_menu_bring_friend_banners: 'Banners publicitarios',
  office_menu_bring_friend_banners_hint: 'Banners listos con tu enlace',

  // Screens reached from a row
  office_screen_identification_welcome: 'Empezar la identificación',
  office_screen_identification_welcome_hint: 'Qué necesitas para verificar tu identidad y cuánto tarda',
  office_screen_convert_account: 'Registro completo',
  office_screen_convert_account_hint: 'Convertir la cuenta «en un clic» en una completa: correo, teléfono, datos personales',
  office_screen_clarify_data: 'Completar datos',
  office_screen_clarify_data_hint: 'Añadir los datos necesarios para los pagos',
  office_screen_change_login: 'Cambiar nombre de usuario',
  office_screen_change_login_hint: 'Un nombre de usuario para entrar en lugar del número de cuenta',
  office_screen_promo_code_history: 'Historial de códigos promocionales',
  office_screen_promo_code_history_hint: 'Los códigos que has introducido y lo que te han dado',
  office_screen_email_subscription: 'Suscripción por correo',
  office_screen_email_subscription_hint: 'Noticias y ofertas en tu correo',
  office_screen_share_idea: 'Compartir una idea',
  office_screen_share_idea_hint: 'Tu propuesta para mejorar el sitio',
  office_screen_casino_mail_history: 'Correos del casino',
  office_screen_casino_mail_history_hint: 'Correos sobre juegos y bonos del casino',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Menú del área personal',
  office_menu_page_profile: 'Perfil',
  office_menu_page_settings: 'Ajustes',
  office_menu_page_promo: 'Bonos y promociones',
  office_menu_count: 'Te esperan: {{count}}',
  office_menu_loading: 'Cargando el menú',

  // A screen that is not open yet
  office_coming_soon_badge: 'Próximamente',
  office_coming_soon_text: 'Esta sección se está preparando y pronto aparecerá en tu área personal.',
  office_coming_soon_what: 'Qué habrá aquí:',
  office_coming_soon_back: 'Volver al menú del área personal',
};
