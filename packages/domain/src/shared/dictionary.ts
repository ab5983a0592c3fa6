// A column of repeated values as a dictionary of the distinct values and one index per entry: the map's status and
// priority columns, on the wire (entities/mapAnswer.ts) and in the browser (map/mapPoints.ts).

/** Index of each value in a dictionary of the values met, in the order first met. */
export function dictionaryOf<Value>(values: ArrayLike<Value>): { entries: Value[]; indices: number[] } {
  const entries: Value[] = [];
  const indexOf = new Map<Value, number>();
  const indices = new Array<number>(values.length);
  for (let position = 0; position < values.length; position++) {
    const value = values[position]!;
    let index = indexOf.get(value);
    if (index === undefined) {
      index = entries.length;
      indexOf.set(value, index);
      entries.push(value);
    }
    indices[position] = index;
  }
  return { entries, indices };
}
