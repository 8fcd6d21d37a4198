/** Longest message kept in a log line; enough to recognise the failure. */
const LOG_MESSAGE_MAX = 300;

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  cause?: string;
  stack?: string;
}

const firstLine = (text: string) => (text.split('\n', 1)[0] ?? '').slice(0, LOG_MESSAGE_MAX);

/**
 * What an unexpected error says, without the data it carried. Query errors put the whole
 * query and its parameters (a story's text) in their message, so only its first line, the
 * cause's first line and the stack's frames are kept.
 */
export function summarizeForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: firstLine(String(error)) };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message: firstLine(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause instanceof Error ? { cause: firstLine(error.cause.message) } : {}),
    ...(frames?.length ? { stack: frames.slice(0, 10).join('\n') } : {}),
  };
}
