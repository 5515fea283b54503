/**
 * The error catalogue: every `ERR_…` code the API can answer, its HTTP status and its text in the
 * three interface languages. The server answers `{ error: code, message }`; the web app shows the
 * translation of the code. A test checks that every code has pt, en and es.
 */
export type Language = 'pt' | 'en' | 'es';

interface ErrorEntry {
  status: number;
  pt: string;
  en: string;
  es: string;
}

export const ERRORS = {
  // ── codes shared with the reference product ────────────────────────────────────────────────────
  ERR_NO_OTHER_WHATSAPP: {
    status: 400,
    pt: 'Deve haver pelo menos uma conexão padrão.',
    en: 'There must be at least one default connection.',
    es: 'Debe haber al menos una conexión predeterminada.',
  },
  ERR_NO_DEF_WAPP_FOUND: {
    status: 404,
    pt: 'Nenhuma conexão padrão encontrada. Verifique a página de conexões.',
    en: 'No default connection found. Check the connections page.',
    es: 'No se encontró ninguna conexión predeterminada. Verifique la página de conexiones.',
  },
  ERR_WAPP_NOT_INITIALIZED: {
    status: 400,
    pt: 'Esta sessão do WhatsApp não foi inicializada. Verifique a página de conexões.',
    en: 'This WhatsApp session is not initialized. Check the connections page.',
    es: 'Esta sesión de WhatsApp no está inicializada. Verifique la página de conexiones.',
  },
  ERR_WAPP_CHECK_CONTACT: {
    status: 400,
    pt: 'Não foi possível verificar o contato do WhatsApp. Verifique a página de conexões.',
    en: 'Could not check the WhatsApp contact. Check the connections page.',
    es: 'No se pudo verificar el contacto de WhatsApp. Verifique la página de conexiones.',
  },
  ERR_WAPP_INVALID_CONTACT: {
    status: 400,
    pt: 'Este não é um número de WhatsApp válido.',
    en: 'This is not a valid WhatsApp number.',
    es: 'Este no es un número de WhatsApp válido.',
  },
  ERR_WAPP_DOWNLOAD_MEDIA: {
    status: 400,
    pt: 'Não foi possível baixar a mídia do WhatsApp. Verifique a página de conexões.',
    en: 'Could not download the WhatsApp media. Check the connections page.',
    es: 'No se pudo descargar el archivo de WhatsApp. Verifique la página de conexiones.',
  },
  ERR_INVALID_CREDENTIALS: {
    status: 401,
    pt: 'Erro de autenticação. Por favor, tente novamente.',
    en: 'Authentication error. Please try again.',
    es: 'Error de autenticación. Por favor, inténtelo de nuevo.',
  },
  ERR_SENDING_WAPP_MSG: {
    status: 400,
    pt: 'Erro ao enviar mensagem do WhatsApp. Verifique a página de conexões.',
    en: 'Error sending the WhatsApp message. Check the connections page.',
    es: 'Error al enviar el mensaje de WhatsApp. Verifique la página de conexiones.',
  },
  ERR_DELETE_WAPP_MSG: {
    status: 400,
    pt: 'Não foi possível excluir a mensagem do WhatsApp.',
    en: 'Could not delete the WhatsApp message.',
    es: 'No se pudo eliminar el mensaje de WhatsApp.',
  },
  ERR_OTHER_OPEN_TICKET: {
    status: 409,
    pt: 'Já existe um tíquete aberto para este contato.',
    en: 'There is already an open ticket for this contact.',
    es: 'Ya existe un ticket abierto para este contacto.',
  },
  ERR_SESSION_EXPIRED: {
    status: 403,
    pt: 'Sessão expirada. Por favor, entre novamente.',
    en: 'Session expired. Please log in again.',
    es: 'Sesión expirada. Por favor, inicie sesión de nuevo.',
  },
  ERR_USER_CREATION_DISABLED: {
    status: 403,
    pt: 'A criação de usuários foi desabilitada pelo administrador.',
    en: 'User creation was disabled by the administrator.',
    es: 'La creación de usuarios fue deshabilitada por el administrador.',
  },
  ERR_NO_PERMISSION: {
    status: 403,
    pt: 'Você não tem permissão para acessar este recurso.',
    en: 'You do not have permission to access this resource.',
    es: 'No tiene permiso para acceder a este recurso.',
  },
  ERR_DUPLICATED_CONTACT: {
    status: 409,
    pt: 'Já existe um contato com este número.',
    en: 'A contact with this number already exists.',
    es: 'Ya existe un contacto con este número.',
  },
  ERR_NO_SETTING_FOUND: {
    status: 404,
    pt: 'Nenhuma configuração encontrada com este ID.',
    en: 'No setting found with this ID.',
    es: 'No se encontró ninguna configuración con este ID.',
  },
  ERR_NO_CONTACT_FOUND: {
    status: 404,
    pt: 'Nenhum contato encontrado com este ID.',
    en: 'No contact found with this ID.',
    es: 'No se encontró ningún contacto con este ID.',
  },
  ERR_NO_TICKET_FOUND: {
    status: 404,
    pt: 'Nenhum tíquete encontrado com este ID.',
    en: 'No ticket found with this ID.',
    es: 'No se encontró ningún ticket con este ID.',
  },
  ERR_NO_USER_FOUND: {
    status: 404,
    pt: 'Nenhum usuário encontrado com este ID.',
    en: 'No user found with this ID.',
    es: 'No se encontró ningún usuario con este ID.',
  },
  ERR_NO_WAPP_FOUND: {
    status: 404,
    pt: 'Nenhuma conexão encontrada com este ID.',
    en: 'No connection found with this ID.',
    es: 'No se encontró ninguna conexión con este ID.',
  },
  ERR_CREATING_MESSAGE: {
    status: 500,
    pt: 'Erro ao criar mensagem no banco de dados.',
    en: 'Error creating the message in the database.',
    es: 'Error al crear el mensaje en la base de datos.',
  },
  ERR_CREATING_TICKET: {
    status: 500,
    pt: 'Erro ao criar tíquete no banco de dados.',
    en: 'Error creating the ticket in the database.',
    es: 'Error al crear el ticket en la base de datos.',
  },
  ERR_FETCH_WAPP_MSG: {
    status: 400,
    pt: 'Erro ao buscar a mensagem no WhatsApp, talvez ela seja muito antiga.',
    en: 'Error fetching the message from WhatsApp; it may be too old.',
    es: 'Error al buscar el mensaje en WhatsApp; quizá sea muy antiguo.',
  },
  ERR_QUEUE_COLOR_ALREADY_EXISTS: {
    status: 409,
    pt: 'Esta cor já está em uso, escolha outra.',
    en: 'This colour is already in use; choose another.',
    es: 'Este color ya está en uso; elija otro.',
  },
  ERR_WAPP_GREETING_REQUIRED: {
    status: 400,
    pt: 'A mensagem de saudação é obrigatória quando há mais de uma fila.',
    en: 'A greeting message is required when there is more than one queue.',
    es: 'El mensaje de saludo es obligatorio cuando hay más de una cola.',
  },

  ERR_DASHBOARD_FILTER: {
    status: 400,
    pt: 'Parametrize o filtro',
    en: 'Set up the filter',
    es: 'Configure el filtro',
  },

  // ── Prosa's own codes ──────────────────────────────────────────────────────────────────────────
  ERR_VALIDATION: {
    status: 400,
    pt: 'Dados inválidos. Verifique os campos.',
    en: 'Invalid data. Check the fields.',
    es: 'Datos inválidos. Verifique los campos.',
  },
  ERR_INTERNAL: {
    status: 500,
    pt: 'Ocorreu um erro interno. Tente novamente.',
    en: 'An internal error occurred. Please try again.',
    es: 'Ocurrió un error interno. Inténtelo de nuevo.',
  },
  ERR_UNAUTHORIZED: {
    status: 401,
    pt: 'Sessão inválida. Por favor, entre novamente.',
    en: 'Invalid session. Please log in again.',
    es: 'Sesión inválida. Por favor, inicie sesión de nuevo.',
  },
  ERR_NOT_FOUND: {
    status: 404,
    pt: 'Recurso não encontrado.',
    en: 'Resource not found.',
    es: 'Recurso no encontrado.',
  },
  ERR_TOO_MANY_ATTEMPTS: {
    status: 429,
    pt: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    en: 'Too many login attempts. Wait a few minutes and try again.',
    es: 'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  },
  ERR_STORAGE_QUOTA: {
    status: 413,
    pt: 'O espaço de arquivos do seu plano acabou. Exclua arquivos ou fale com o suporte.',
    en: 'Your plan has no file storage left. Remove files or contact support.',
    es: 'El espacio de archivos de su plan se agotó. Elimine archivos o contacte al soporte.',
  },
  ERR_PAYLOAD_TOO_LARGE: {
    status: 413,
    pt: 'O conteúdo enviado é grande demais.',
    en: 'The request is too large.',
    es: 'El contenido enviado es demasiado grande.',
  },
  ERR_INVALID_SHEET: {
    status: 400,
    pt: 'Não foi possível ler a planilha. Envie um arquivo .xlsx ou .xls válido.',
    en: 'The sheet could not be read. Send a valid .xlsx or .xls file.',
    es: 'No se pudo leer la hoja de cálculo. Envíe un archivo .xlsx o .xls válido.',
  },
  ERR_SHEET_TOO_MANY_ROWS: {
    status: 400,
    pt: 'A planilha passa do limite de 50.000 linhas. Divida-a em arquivos menores; nada foi importado.',
    en: 'The sheet has more than 50,000 rows. Split it into smaller files; nothing was imported.',
    es: 'La hoja de cálculo supera el límite de 50.000 filas. Divídala en archivos más pequeños; no se importó nada.',
  },
  ERR_NO_CONTACT_IMPORT_FOUND: {
    status: 404,
    pt: 'Nenhuma importação de contatos encontrada com este ID.',
    en: 'No contact import found with this ID.',
    es: 'No se encontró ninguna importación de contactos con este ID.',
  },
  ERR_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    pt: 'Formato de conteúdo não suportado.',
    en: 'Unsupported content type.',
    es: 'Formato de contenido no soportado.',
  },
  ERR_SUBSCRIPTION_EXPIRED: {
    status: 402,
    pt: 'Opss! Sua assinatura venceu {{date}}. Entre em contato com o Suporte para mais informações!',
    en: 'Oops! Your subscription expired on {{date}}. Contact Support for more information!',
    es: '¡Uy! Su suscripción venció el {{date}}. ¡Comuníquese con Soporte para más información!',
  },
  ERR_COMPANY_INACTIVE: {
    status: 403,
    pt: 'Esta empresa está inativa. Entre em contato com o Suporte.',
    en: 'This company is inactive. Contact Support.',
    es: 'Esta empresa está inactiva. Comuníquese con Soporte.',
  },
  ERR_PLAN_FEATURE_DISABLED: {
    status: 403,
    pt: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    en: 'This company is not allowed to access this page! Redirecting you.',
    es: '¡Esta empresa no tiene permiso para acceder a esta página! Le estamos redirigiendo.',
  },
  ERR_EMAIL_ALREADY_EXISTS: {
    status: 409,
    pt: 'Já existe um usuário com este e-mail.',
    en: 'A user with this e-mail already exists.',
    es: 'Ya existe un usuario con este correo electrónico.',
  },
  ERR_COMPANY_NAME_ALREADY_EXISTS: {
    status: 409,
    pt: 'Já existe uma empresa com este nome.',
    en: 'A company with this name already exists.',
    es: 'Ya existe una empresa con este nombre.',
  },
  ERR_NO_PLAN_FOUND: {
    status: 404,
    pt: 'Nenhum plano encontrado com este ID.',
    en: 'No plan found with this ID.',
    es: 'No se encontró ningún plan con este ID.',
  },
  ERR_NO_COMPANY_FOUND: {
    status: 404,
    pt: 'Nenhuma empresa encontrada com este ID.',
    en: 'No company found with this ID.',
    es: 'No se encontró ninguna empresa con este ID.',
  },
  ERR_EMAIL_NOT_FOUND: {
    status: 404,
    pt: 'Email não encontrado',
    en: 'E-mail not found',
    es: 'Correo electrónico no encontrado',
  },
  ERR_INVALID_RESET_CODE: {
    status: 400,
    pt: 'Código de verificação inválido ou expirado.',
    en: 'Invalid or expired verification code.',
    es: 'Código de verificación inválido o vencido.',
  },
  ERR_WEAK_PASSWORD: {
    status: 400,
    pt: 'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.',
    en: 'Your password must have at least 8 characters, with an upper-case letter, a lower-case letter and a digit.',
    es: 'Su contraseña debe tener al menos 8 caracteres, con una letra mayúscula, una minúscula y un número.',
  },
  ERR_PLAN_LIMIT_USERS: {
    status: 403,
    pt: 'Limite de usuários do plano atingido.',
    en: 'The plan’s user limit has been reached.',
    es: 'Se alcanzó el límite de usuarios del plan.',
  },
  ERR_PLAN_LIMIT_CONNECTIONS: {
    status: 403,
    pt: 'Limite de conexões do plano atingido.',
    en: 'The plan’s connection limit has been reached.',
    es: 'Se alcanzó el límite de conexiones del plan.',
  },
  ERR_PLAN_LIMIT_QUEUES: {
    status: 403,
    pt: 'Limite de filas do plano atingido.',
    en: 'The plan’s queue limit has been reached.',
    es: 'Se alcanzó el límite de colas del plan.',
  },
  ERR_WAPP_NAME_IN_USE: {
    status: 409,
    pt: 'Já existe uma conexão com este nome.',
    en: 'A connection with this name already exists.',
    es: 'Ya existe una conexión con este nombre.',
  },
  ERR_WAPP_TOKEN_IN_USE: {
    status: 409,
    pt: 'Este token já está em uso por outra conexão.',
    en: 'This token is already used by another connection.',
    es: 'Este token ya está en uso por otra conexión.',
  },
  ERR_NO_QUEUE_FOUND: {
    status: 404,
    pt: 'Nenhuma fila encontrada com este ID.',
    en: 'No queue found with this ID.',
    es: 'No se encontró ninguna cola con este ID.',
  },
  ERR_NO_QUEUE_OPTION_FOUND: {
    status: 404,
    pt: 'Nenhuma opção de fila encontrada com este ID.',
    en: 'No queue option found with this ID.',
    es: 'No se encontró ninguna opción de cola con este ID.',
  },
  ERR_WAPP_SESSION_STATE: {
    status: 409,
    pt: 'A conexão não está no estado necessário para esta ação.',
    en: 'The connection is not in the state this action needs.',
    es: 'La conexión no está en el estado necesario para esta acción.',
  },
  ERR_NO_MESSAGE_FOUND: {
    status: 404,
    pt: 'Nenhuma mensagem encontrada com este ID.',
    en: 'No message found with this ID.',
    es: 'No se encontró ningún mensaje con este ID.',
  },
  ERR_NO_TICKET_NOTE_FOUND: {
    status: 404,
    pt: 'Nenhuma observação encontrada com este ID.',
    en: 'No ticket note found with this ID.',
    es: 'No se encontró ninguna observación con este ID.',
  },
  ERR_TICKET_CLOSED: {
    status: 400,
    pt: 'Este tíquete está fechado. Reabra-o para enviar mensagens.',
    en: 'This ticket is closed. Reopen it to send messages.',
    es: 'Este ticket está cerrado. Vuelva a abrirlo para enviar mensajes.',
  },
  ERR_MESSAGE_NOT_EDITABLE: {
    status: 400,
    pt: 'Só é possível editar as próprias mensagens de texto nos primeiros 15 minutos.',
    en: 'Only your own text messages can be edited, within 15 minutes.',
    es: 'Solo se pueden editar los propios mensajes de texto en los primeros 15 minutos.',
  },
  ERR_EDIT_WAPP_MSG: {
    status: 400,
    pt: 'Não foi possível editar a mensagem no WhatsApp.',
    en: 'The message could not be edited on WhatsApp.',
    es: 'No se pudo editar el mensaje en WhatsApp.',
  },
  ERR_INVALID_TRANSITION: {
    status: 400,
    pt: 'Esta mudança de status do tíquete não é permitida.',
    en: 'This ticket status change is not allowed.',
    es: 'Este cambio de estado del ticket no está permitido.',
  },
  // ── tags and quick messages ──────────────────────────────────────────────────────────────────
  ERR_NO_CONTACT_LIST_FOUND: {
    status: 404,
    pt: 'Nenhuma lista de contatos encontrada com este ID.',
    en: 'No contact list found with this ID.',
    es: 'No se encontró ninguna lista de contactos con este ID.',
  },
  ERR_NO_CONTACT_LIST_ITEM_FOUND: {
    status: 404,
    pt: 'Nenhum contato da lista encontrado com este ID.',
    en: 'No contact list item found with this ID.',
    es: 'No se encontró ningún contacto de la lista con este ID.',
  },
  ERR_CONTACT_LIST_ITEM_EXISTS: {
    status: 409,
    pt: 'Este número já está nesta lista.',
    en: 'This number is already in this list.',
    es: 'Este número ya está en esta lista.',
  },
  ERR_NO_CAMPAIGN_FOUND: {
    status: 404,
    pt: 'Nenhuma campanha encontrada com este ID.',
    en: 'No campaign found with this ID.',
    es: 'No se encontró ninguna campaña con este ID.',
  },
  ERR_CAMPAIGN_NOT_EDITABLE: {
    status: 409,
    pt: 'Esta campanha não pode mais ser alterada.',
    en: 'This campaign can no longer be changed.',
    es: 'Esta campaña ya no se puede modificar.',
  },
  ERR_CAMPAIGN_NOT_RUNNING: {
    status: 409,
    pt: 'Só é possível parar uma campanha em andamento.',
    en: 'Only a running campaign can be stopped.',
    es: 'Solo se puede detener una campaña en curso.',
  },
  ERR_CAMPAIGN_NOT_CANCELLED: {
    status: 409,
    pt: 'Só é possível reiniciar uma campanha cancelada.',
    en: 'Only a cancelled campaign can be restarted.',
    es: 'Solo se puede reiniciar una campaña cancelada.',
  },
  ERR_CAMPAIGN_INCOMPLETE: {
    status: 400,
    pt: 'Para agendar, a campanha precisa de uma conexão e de uma lista de contatos ou de tags.',
    en: 'To be scheduled, the campaign needs a connection and a contact list or tag list.',
    es: 'Para programarla, la campaña necesita una conexión y una lista de contactos o de etiquetas.',
  },
  ERR_NO_FILE_LIST_FOUND: {
    status: 404,
    pt: 'Nenhuma lista de arquivos encontrada com este ID.',
    en: 'No file list found with this ID.',
    es: 'No se encontró ninguna lista de archivos con este ID.',
  },
  ERR_NO_TAG_FOUND: {
    status: 404,
    pt: 'Nenhuma tag encontrada com este ID.',
    en: 'No tag found with this ID.',
    es: 'No se encontró ninguna etiqueta con este ID.',
  },
  ERR_TAG_ALREADY_EXISTS: {
    status: 409,
    pt: 'Já existe uma tag com este nome.',
    en: 'A tag with this name already exists.',
    es: 'Ya existe una etiqueta con este nombre.',
  },
  ERR_NO_SCHEDULE_FOUND: {
    status: 404,
    pt: 'Nenhum agendamento encontrado com este ID.',
    en: 'No schedule found with this ID.',
    es: 'No se encontró ninguna programación con este ID.',
  },
  ERR_SCHEDULE_ALREADY_SENT: {
    status: 409,
    pt: 'Este agendamento já foi enviado e não pode ser alterado.',
    en: 'This schedule was already sent and cannot be changed.',
    es: 'Esta programación ya fue enviada y no se puede cambiar.',
  },
  ERR_NO_QUICK_MESSAGE_FOUND: {
    status: 404,
    pt: 'Nenhuma resposta rápida encontrada com este ID.',
    en: 'No quick message found with this ID.',
    es: 'No se encontró ninguna respuesta rápida con este ID.',
  },
  ERR_QUICK_MESSAGE_SHORTCODE_IN_USE: {
    status: 409,
    pt: 'Já existe uma resposta rápida com este atalho.',
    en: 'A quick message with this shortcode already exists.',
    es: 'Ya existe una respuesta rápida con este atajo.',
  },
  ERR_CANNOT_CHANGE_OWN_PROFILE: {
    status: 400,
    pt: 'Você não pode alterar o seu próprio perfil.',
    en: 'You cannot change your own profile.',
    es: 'No puede cambiar su propio perfil.',
  },
  ERR_CANNOT_DELETE_SELF: {
    status: 400,
    pt: 'Você não pode excluir o seu próprio usuário.',
    en: 'You cannot delete your own user.',
    es: 'No puede eliminar su propio usuario.',
  },
  // ── internal chat and announcements ─────────────────────────────────────────────────────────
  ERR_NO_CHAT_FOUND: {
    status: 404,
    pt: 'Nenhuma conversa interna encontrada com este ID.',
    en: 'No internal chat found with this ID.',
    es: 'No se encontró ninguna conversación interna con este ID.',
  },
  ERR_NO_ANNOUNCEMENT_FOUND: {
    status: 404,
    pt: 'Nenhum informativo encontrado com este ID.',
    en: 'No announcement found with this ID.',
    es: 'No se encontró ningún anuncio con este ID.',
  },
  ERR_NO_INVOICE_FOUND: {
    status: 404,
    pt: 'Nenhuma fatura encontrada com este ID.',
    en: 'No invoice found with this ID.',
    es: 'No se encontró ninguna factura con este ID.',
  },
  ERR_INVOICE_ALREADY_PAID: {
    status: 409,
    pt: 'Esta fatura já foi paga.',
    en: 'This invoice has already been paid.',
    es: 'Esta factura ya fue pagada.',
  },
  ERR_PAYMENT_NOT_CONFIGURED: {
    status: 409,
    pt: 'O pagamento por Pix ainda não foi configurado. Entre em contato com o Suporte.',
    en: 'Pix payment has not been set up yet. Contact Support.',
    es: 'El pago por Pix aún no ha sido configurado. Comuníquese con Soporte.',
  },
  ERR_INVALID_WEBHOOK_SECRET: {
    status: 401,
    pt: 'Segredo do webhook ausente ou inválido.',
    en: 'Missing or invalid webhook secret.',
    es: 'Secreto del webhook ausente o inválido.',
  },
  // ── super administration: companies, plans, help videos ───────────────────────────────────────
  ERR_CANNOT_DELETE_OWN_COMPANY: {
    status: 409,
    pt: 'Não é possível excluir ou desativar a empresa do super usuário.',
    en: 'The super user’s own company cannot be deleted or deactivated.',
    es: 'No se puede eliminar ni desactivar la empresa del superusuario.',
  },
  ERR_PLAN_IN_USE: {
    status: 409,
    pt: 'Este plano está em uso por uma ou mais empresas.',
    en: 'This plan is in use by one or more companies.',
    es: 'Este plan está en uso por una o más empresas.',
  },
  ERR_PLAN_NAME_ALREADY_EXISTS: {
    status: 409,
    pt: 'Já existe um plano com este nome.',
    en: 'A plan with this name already exists.',
    es: 'Ya existe un plan con este nombre.',
  },
  ERR_NO_HELP_FOUND: {
    status: 404,
    pt: 'Nenhuma ajuda encontrada com este ID.',
    en: 'No help video found with this ID.',
    es: 'No se encontró ningún video de ayuda con este ID.',
  },
  // ── external API, integrations and prompts ─────────────────────────────────────────────────
  ERR_INVALID_API_TOKEN: {
    status: 401,
    pt: 'Acesso não permitido.',
    en: 'Access not allowed.',
    es: 'Acceso no permitido.',
  },
  ERR_TOO_MANY_REQUESTS: {
    status: 429,
    pt: 'Muitas requisições. Aguarde um instante e tente novamente.',
    en: 'Too many requests. Wait a moment and try again.',
    es: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  },
  ERR_NO_INTEGRATION_FOUND: {
    status: 404,
    pt: 'Nenhuma integração encontrada com este ID.',
    en: 'No integration found with this ID.',
    es: 'No se encontró ninguna integración con este ID.',
  },
  ERR_DIALOGFLOW_TEST_FAILED: {
    status: 400,
    pt: 'O Dialogflow não respondeu ao teste. Verifique o JSON da conta de serviço, o projeto e o idioma.',
    en: 'Dialogflow did not answer the test. Check the service-account JSON, the project and the language.',
    es: 'Dialogflow no respondió a la prueba. Verifique el JSON de la cuenta de servicio, el proyecto y el idioma.',
  },
  ERR_NO_PROMPT_FOUND: {
    status: 404,
    pt: 'Nenhum prompt encontrado com este ID.',
    en: 'No prompt found with this ID.',
    es: 'No se encontró ningún prompt con este ID.',
  },
  ERR_NO_WEBHOOK_SUBSCRIPTION_FOUND: {
    status: 404,
    pt: 'Nenhum webhook encontrado com este ID.',
    en: 'No webhook found with this ID.',
    es: 'No se encontró ningún webhook con este ID.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The text of an error in a language, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(code: ErrorCode, language: Language = 'pt', params: Record<string, string> = {}): string {
  const template: string = ERRORS[code][language];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** The error body every failing API call answers. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  issues?: Record<string, string>;
  [extra: string]: unknown;
}
