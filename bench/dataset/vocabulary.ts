/**
 * Word lists of the dataset (Portuguese-ish sentences of 4–13 words from a
 * vocabulary of 162 words, Brazilian names, numbers `55 + DDD + 9 + 8 digits`). They are inlined
 * into SQL as array literals, so they hold only letters (and the accents of Portuguese).
 */

/** The search target: it appears in exactly 0.1 % of the sentence pool. No other word starts with it. */
export const MARKER_WORD = 'reembolso';

/** 161 everyday words of a help-desk chat; with the marker, 162. */
export const WORDS = [
  'bom', 'dia', 'boa', 'tarde', 'noite', 'olá', 'oi', 'obrigado', 'obrigada', 'por', 'favor', 'preciso', 'de', 'ajuda',
  'com', 'meu', 'minha', 'pedido', 'entrega', 'boleto', 'pagamento', 'cartão', 'pix', 'nota', 'fiscal', 'prazo', 'produto',
  'serviço', 'atendimento', 'cliente', 'cadastro', 'senha', 'acesso', 'conta', 'valor', 'desconto', 'cupom', 'frete',
  'endereço', 'número', 'código', 'rastreio', 'troca', 'devolução', 'garantia', 'defeito', 'problema', 'erro', 'sistema',
  'aplicativo', 'site', 'loja', 'unidade', 'horário', 'funcionamento', 'segunda', 'sexta', 'sábado', 'domingo', 'hoje',
  'amanhã', 'ontem', 'semana', 'mês', 'ano', 'quando', 'onde', 'como', 'porque', 'qual', 'quanto', 'custa', 'ainda',
  'não', 'sim', 'recebi', 'chegou', 'enviar', 'enviei', 'mandar', 'mandei', 'foto', 'comprovante', 'documento', 'contrato',
  'plano', 'mensalidade', 'fatura', 'vencimento', 'atraso', 'juros', 'parcela', 'parcelas', 'cancelar', 'cancelamento',
  'confirmar', 'confirmado', 'aguardo', 'aguardando', 'retorno', 'resposta', 'urgente', 'rápido', 'agora', 'depois',
  'momento', 'minuto', 'hora', 'tudo', 'bem', 'certo', 'ok', 'perfeito', 'claro', 'entendi', 'verificar', 'verificando',
  'consultar', 'informação', 'informações', 'dúvida', 'pergunta', 'solicitação', 'protocolo', 'chamado', 'técnico',
  'visita', 'agendar', 'agendamento', 'instalação', 'internet', 'sinal', 'velocidade', 'fibra', 'modem', 'roteador',
  'reiniciar', 'ligado', 'desligado', 'funciona', 'funcionando', 'parou', 'voltou', 'caiu', 'lento', 'muito', 'pouco',
  'mais', 'menos', 'também', 'então', 'aqui', 'ali', 'lá', 'casa', 'trabalho', 'empresa', 'nome', 'email', 'telefone', 'whatsapp',
] as const;

export const FIRST_NAMES = [
  'Maria', 'José', 'Ana', 'João', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Adriana', 'Juliana', 'Márcia', 'Pedro',
  'Lucas', 'Luiz', 'Fernanda', 'Patrícia', 'Aline', 'Marcos', 'Gabriel', 'Rafael', 'Sandra', 'Camila', 'Amanda', 'Bruna',
  'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Jéssica', 'Letícia', 'Vanessa', 'Mariana',
  'Gustavo', 'Vitória', 'Beatriz', 'Larissa', 'Tiago',
] as const;

export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro',
  'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento',
  'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana',
  'Teixeira', 'Araújo', 'Conceição', 'Moura', 'Correia', 'Pinto',
] as const;

/** Area codes of Brazilian capitals and large cities. */
export const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '91', '92', '27', '48', '62', '19', '12', '16', '47', '24', '98'] as const;

/** `array['a','b']` for SQL; only our own constant words reach it. */
export function sqlTextArray(words: readonly string[]): string {
  return `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]`;
}
