/** The first `max` row errors, and how many more there were (ImportResult.errors). */
export class ErrorList {
  private readonly shown: string[] = [];
  private hidden = 0;

  constructor(private readonly max = 100) {}

  add(message: string): void {
    if (this.shown.length < this.max) this.shown.push(message);
    else this.hidden += 1;
  }

  toArray(): string[] {
    if (this.hidden === 0) return [...this.shown];
    return [
      ...this.shown,
      `…and ${this.hidden} more error${this.hidden === 1 ? '' : 's'} not shown`,
    ];
  }
}
