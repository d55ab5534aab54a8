/** The tests' clock, apart from context.ts so the global setup can seed the template without the app. */

/** A clock tests can move. Times in epoch milliseconds; starts at the same instant in every test. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 22, 15, 0, 0)) {}
  nowMs = () => this.ms;
  advance(ms: number) {
    this.ms += ms;
  }
}
