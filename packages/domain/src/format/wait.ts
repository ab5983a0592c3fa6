// How long to wait, as a person reads it in a message ("Vuelve a intentarlo en 3 minutos"): seconds under a minute,
// whole minutes (rounded up, never promising too early) from there.

export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 segundo' : `${whole} segundos`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
