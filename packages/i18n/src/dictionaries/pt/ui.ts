// Portuguese (Portugal) texts of the "ui" namespace (shared controls, alerts and message kinds).
import type { uiRu } from '../ru/ui';

export const uiPt: Record<keyof typeof uiRu, string> = {
  ui_close: 'Fechar',
  ui_back: 'Voltar',
  ui_loading: 'A carregar…',
  ui_search: 'Pesquisar',
  ui_search_placeholder: 'Procurar',
  ui_nothing_found: 'Nada encontrado. Experimente alterar a pesquisa.',
  ui_multi_select_placeholder: 'Nada selecionado',
  ui_multi_select_selected: 'Selecionados: {{n}}',
  ui_multi_select_no_options: 'A lista está vazia: ainda não há nada para escolher.',
  ui_multi_select_no_result: 'Nada encontrado. Altere a pesquisa.',
  ui_multi_select_capped: 'A mostrar os primeiros {{shown}} de {{total}}. Refine a pesquisa para ver os restantes.',
  ui_scroll_to_top: 'Voltar ao topo',
  ui_phone_country: 'País e indicativo',
  ui_phone_country_value: '{{country}}, indicativo {{code}}',
  ui_phone_country_select: 'Escolha o país',
  ui_phone_country_search: 'Nome do país ou indicativo',
  ui_alerts_region: 'Notificações',
  ui_alert_dismiss: 'Ocultar notificação',
  ui_alert_adb:
    'Parece que tem um bloqueador de anúncios ativo. Algumas secções do site podem não funcionar corretamente: adicione o site às exceções.',
  ui_alert_maintenance_title: 'Manutenção',
  ui_alert_maintenance: 'Manutenção em curso. Algumas funcionalidades estão temporariamente indisponíveis; tente mais tarde.',
  ui_message_kind_error: 'Erro',
  ui_message_kind_success: 'Concluído',
  ui_message_kind_warning: 'Atenção',
  ui_message_kind_info: 'Informação',
};
