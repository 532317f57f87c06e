/** The line the database process prints on stdout once it accepts connections. */
export const READY_PREFIX = 'EMBEDDED_DB_READY ';
