/**
 * The promise's value if it settles within `budgetMs`, else undefined (the work itself goes on). For
 * optional parts of an answer that must never hold the answer up for long.
 */
export async function withinBudget<Value>(promise: Promise<Value>, budgetMs: number): Promise<Value | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), budgetMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
