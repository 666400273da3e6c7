// Portuguese (Portugal) texts of the "social" namespace: sign-in and registration through social networks and sign-in services.
import type { socialRu } from '../ru/social';

export const socialPt: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Ou inicie sessão com',
  social_provider_link: 'Iniciar sessão com {{name}}',
  social_local_note: 'início de sessão de teste: qualquer e-mail e nome servem',
  social_local_telegram_note: 'Telegram de teste: qualquer nome e número servem',
  social_register_lead:
    'A conta é criada no primeiro início de sessão através de uma rede social ou de um serviço de autenticação: sem palavra-passe e sem formulário.',
  social_register_terms: 'Ao continuar, confirma que tem {{age}} anos ou mais e aceita os termos do serviço.',
  social_providers_none: 'De momento não é possível iniciar sessão através de redes sociais neste site. Escolha outra forma de registo.',
  social_providers_failed: 'Não foi possível carregar as formas de iniciar sessão através de redes sociais.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Início de sessão com rede social',
  social_title_page: 'Início de sessão com rede social — {{brand}}',
  social_progress: 'A concluir o início de sessão…',
  social_signed_in: 'Sessão iniciada. A voltar ao site…',
  social_not_signed_in: 'O início de sessão não foi concluído: o site não encontra a sua sessão. Tente iniciar sessão novamente.',
  social_link_lead:
    'Já existe uma conta com o endereço {{email}}. Introduza a palavra-passe dessa conta para a associar a {{provider}}: a partir daí, poderá iniciar sessão nela também através de {{provider}}.',
  social_link_submit: 'Associar e iniciar sessão',
  social_linked: 'A conta foi associada a {{provider}}.',
  social_sign_in_again_link: 'Iniciar sessão novamente',
  social_other_way: 'Iniciar sessão de outra forma',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'O início de sessão foi cancelado na página do fornecedor. Tente novamente ou inicie sessão de outra forma.',
  social_error_state_mismatch: 'Esta tentativa de início de sessão expirou ou foi iniciada noutro navegador. Comece de novo.',
  social_error_provider_error:
    'O fornecedor de autenticação respondeu com um erro ou não respondeu. Tente mais tarde ou inicie sessão de outra forma.',
  social_error_email_taken:
    'Já existe uma conta com este endereço de e-mail. Comece de novo o início de sessão — vamos propor associá-la a este método de acesso.',
  social_error_no_registration:
    'Nenhuma conta está associada a este método de acesso, e o registo através de redes sociais está desativado aqui. Registe-se de outra forma.',
  social_error_blocked: 'A conta associada a este método de acesso está bloqueada. Contacte o apoio ao cliente.',
  social_error_unavailable: 'Esta forma de iniciar sessão não está disponível de momento. Inicie sessão de outra forma.',
  social_error_invalid_hash:
    'O Telegram não confirmou este início de sessão: os dados foram alterados ou assinados por outro bot. Inicie sessão com o Telegram novamente.',
  social_error_outdated: 'A confirmação do Telegram expirou: tem mais de um dia. Inicie sessão com o Telegram novamente.',
  social_error_replayed: 'Esta confirmação do Telegram já foi utilizada. Inicie sessão com o Telegram novamente.',
  social_error_expired: 'O tempo para concluir o início de sessão esgotou-se. Comece de novo.',
  social_error_unknown: 'Não foi possível interpretar a resposta do fornecedor de autenticação. Comece de novo.',

  // Field messages the social calls answer with
  social_sign_in_again: 'O início de sessão com rede social demorou demasiado. Comece de novo.',
  social_already_linked: 'Este método de acesso já está associado a outra conta.',
  social_unknown_provider: 'Esta forma de iniciar sessão não existe.',
};
