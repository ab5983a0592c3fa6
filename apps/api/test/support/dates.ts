export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
