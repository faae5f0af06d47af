/** The largest id a row can have (PostgreSQL integer). A larger id names nothing, and must not reach a query. */
export const DATABASE_ID_MAX = 2_147_483_647;
