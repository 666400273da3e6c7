// Portuguese (Portugal) texts of the "officeMenu" namespace: the personal area's menu groups and rows, menu pages and screens not open yet.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuPt: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Perfil e verificação',
  office_menu_group_security: 'Segurança',
  office_menu_group_bonuses: 'Bónus e promoções',
  office_menu_group_settings: 'Definições',
  office_menu_group_support: 'Mensagens e apoio ao cliente',
  office_menu_group_responsible: 'Jogo responsável',
  office_menu_group_casino: 'Casino',
  office_menu_group_referral: 'Convide um amigo',

  // Profile and verification
  office_menu_account: 'Dados pessoais',
  office_menu_account_hint: 'Nome, data de nascimento, morada e documento',
  office_menu_account_edit: 'Alterar dados',
  office_menu_account_edit_hint: 'Corrigir ou completar os dados pessoais',
  office_menu_account_verification: 'Verificação',
  office_menu_account_verification_hint: 'Estado da verificação dos seus documentos',
  office_menu_account_identification: 'Identificação',
  office_menu_account_identification_hint: 'Carregar documentos e confirmar a identidade',

  // Security
  office_menu_security: 'Resumo de segurança',
  office_menu_security_hint: 'Palavra-passe, início de sessão, telemóvel e e-mail numa só página',
  office_menu_change_password: 'Alterar palavra-passe',
  office_menu_change_password_hint: 'Nova palavra-passe e terminar sessão noutros dispositivos',
  office_menu_enable_two_factor: 'Ativar a autenticação de dois fatores',
  office_menu_enable_two_factor_hint: 'Código de uma aplicação de autenticação em cada início de sessão',
  office_menu_disable_two_factor: 'Desativar a autenticação de dois fatores',
  office_menu_disable_two_factor_hint: 'Com o código de recuperação recebido ao ativá-la',
  office_menu_session_history: 'Sessões e dispositivos',
  office_menu_session_history_hint: 'Onde tem sessão iniciada; terminar uma sessão desconhecida',
  office_menu_security_question: 'Pergunta de segurança',
  office_menu_security_question_hint: 'Resposta para alterar o telemóvel e recuperar o acesso',
  office_menu_phone_binding: 'Associar telemóvel',
  office_menu_phone_binding_hint: 'Número para iniciar sessão por SMS e recuperar o acesso',
  office_menu_phone_activate: 'Confirmar telemóvel',
  office_menu_phone_activate_hint: 'Código por SMS ou Telegram',
  office_menu_phone_change: 'Alterar telemóvel',
  office_menu_phone_change_hint: 'Resposta à pergunta de segurança e depois um código para o novo número',
  office_menu_email_change: 'Alterar e-mail',
  office_menu_email_change_hint: 'Novo endereço confirmado com um código enviado por e-mail',
  office_menu_activation_email: 'Confirmar e-mail',
  office_menu_activation_email_hint: 'E-mail com uma ligação para confirmar o endereço',
  office_menu_auth_by_email: 'Início de sessão com e-mail',
  office_menu_auth_by_email_hint: 'Iniciar sessão com o endereço de e-mail em vez do número de conta',

  // Bets
  office_menu_bets_history_mail: 'Histórico de apostas por e-mail',
  office_menu_bets_history_mail_hint: 'Apostas de um período enviadas para o endereço confirmado',
  office_menu_bets_history_clear: 'Limpar o histórico de apostas',
  office_menu_bets_history_clear_hint: 'Retirar apostas antigas da lista',

  // Bonuses and promotions
  office_menu_promotion: 'Promoções',
  office_menu_promotion_hint: 'Promoções em curso e condições de participação',
  office_menu_special_offers: 'Ofertas especiais',
  office_menu_special_offers_hint: 'Ofertas só para si',
  office_menu_bonuses: 'Os meus bónus',
  office_menu_bonuses_hint: 'Bónus ativos, requisitos de apostas e prazos',
  office_menu_bonuses_gifts: 'Presentes',
  office_menu_bonuses_gifts_hint: 'Apostas grátis e presentes que pode receber',
  office_menu_cashback: 'Cashback',
  office_menu_cashback_hint: 'Devolução de parte das apostas perdidas',
  office_menu_promo_code: 'Códigos promocionais',
  office_menu_promo_code_hint: 'Verificar um código e ver o histórico de códigos promocionais',
  office_menu_rewards: 'Recompensas',
  office_menu_rewards_hint: 'Pontos e recompensas pelas suas apostas',

  // Settings
  office_menu_settings: 'Definições do site',
  office_menu_settings_hint: 'Formato das cotas, tema, tamanho do texto, idioma, fuso horário',
  office_menu_settings_account: 'Definições da conta',
  office_menu_settings_account_hint: 'Aposta num clique e aspeto do boletim',
  office_menu_disallow_sports: 'Desportos ocultos',
  office_menu_disallow_sports_hint: 'Não mostrar os desportos escolhidos nas apostas pré-jogo e ao vivo',
  office_menu_mailing: 'Comunicações',
  office_menu_mailing_hint: 'Que e-mails e mensagens quer receber',

  // Messages and support
  office_menu_messages: 'Mensagens',
  office_menu_messages_hint: 'Mensagens do operador: lidas e novas',
  office_menu_support: 'Apoio ao cliente',
  office_menu_support_hint: 'Chat, horário de funcionamento, ideias para o site',
  office_menu_admin_request: 'Contactar a administração',
  office_menu_admin_request_hint: 'Reclamação ou questão com resposta por e-mail',

  // Responsible gaming
  office_menu_responsible: 'Limites e autoexclusão',
  office_menu_responsible_hint: 'Limites de depósitos e de apostas, pausa no jogo',

  // Casino
  office_menu_casino: 'Área do casino',
  office_menu_casino_hint: 'Jogos, bónus e histórico do casino',
  office_menu_casino_vip_cashback: 'Cashback VIP do casino',
  office_menu_casino_vip_cashback_hint: 'Devolução pelo jogo no casino conforme o nível VIP',

  // Bring a friend
  office_menu_bringfriend: 'Os meus convidados',
  office_menu_bringfriend_hint: 'Amigos convidados e a sua recompensa',
  office_menu_bring_friend_main: 'Convidar um amigo',
  office_menu_bring_friend_main_hint: 'A sua ligação e o seu código de convite',
  office_menu_bring_friend_rules: 'Regras do programa',
  office_menu_bring_friend_rules_hint: 'Como é atribuída a recompensa',
  office_menu_bring_friend_banners: 'Banners',
  office_menu_bring_friend_banners_hint: 'Banners prontos com a sua ligação',

  // Screens reached from a row
  office_screen_identification_welcome: 'Iniciar a identificação',
  office_screen_identification_welcome_hint: 'O que é preciso para verificar a identidade e quanto tempo demora',
  office_screen_convert_account: 'Registo completo',
  office_screen_convert_account_hint: 'Transformar a conta «num clique» numa conta completa: e-mail, telemóvel, dados pessoais',
  office_screen_clarify_data: 'Completar dados',
  office_screen_clarify_data_hint: 'Completar os dados necessários para os pagamentos',
  office_screen_change_login: 'Alterar nome de utilizador',
  office_screen_change_login_hint: 'Novo nome de utilizador para iniciar sessão em vez do número de conta',
  office_screen_promo_code_history: 'Histórico de códigos promocionais',
  office_screen_promo_code_history_hint: 'Os códigos promocionais que introduziu e o que lhe deram',
  office_screen_email_subscription: 'Subscrição de e-mails',
  office_screen_email_subscription_hint: 'Novidades e ofertas no seu e-mail',
  office_screen_share_idea: 'Partilhar uma ideia',
  office_screen_share_idea_hint: 'A sua sugestão para melhorar o site',
  office_screen_casino_mail_history: 'E-mails do casino',
  office_screen_casino_mail_history_hint: 'E-mails sobre jogos e bónus do casino',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Menu da área pessoal',
  office_menu_page_profile: 'Perfil',
  office_menu_page_settings: 'Definições',
  office_menu_page_promo: 'Bónus e promoções',
  office_menu_count: 'À sua espera: {{count}}',
  office_menu_loading: 'A carregar o menu',

  // A screen that is not open yet
  office_coming_soon_badge: 'Em breve',
  office_coming_soon_text: 'Esta secção está a ser preparada e estará disponível em breve na área pessoal.',
  office_coming_soon_what: 'O que vai encontrar aqui:',
  office_coming_soon_back: 'Voltar ao menu da área pessoal',
};
