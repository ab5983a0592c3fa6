// A column of repeated values as a dictionary of the distinct values and one index per entry: the map's status and
// priority columns, on the wire (entities/mapAnswer.ts) and in the browser (map/mapPoints.ts).

/** The distinct values met so far, in the order first met, each with its index (for an encoder's single pass). */
export class Dictionary<Value> {
  readonly entries: Value[] = [];
  readonly #indexOf = new Map<Value, number>();

  /** `value`'s index, adding it when it is new. */
  indexOf(value: Value): number {
    let index = this.#indexOf.get(value);
    if (index === undefined) {
      index = this.entries.length;
      this.#indexOf.set(value, index);
      this.entries.push(value);
    }
    return index;
  }
}

/** Index of each value in a dictionary of the values met, in the order first met. */
export function dictionaryOf<Value>(values: ArrayLike<Value>): { entries: Value[]; indices: number[] } {
  const dictionary = new Dictionary<Value>();
  const indices = new Array<number>(values.length);
  for (let position = 0; position < values.length; position++)
    indices[position] = dictionary.indexOf(values[position]!);
  return { entries: dictionary.entries, indices };
}
