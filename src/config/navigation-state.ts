/**
 * Navigation state the code steps leave, so the guard runs the details checks once (carrier-portal
 * §5). Beside the path table, since both the screens and the guard read it.
 */
export interface AfterCodeStepState {
  afterCodeStep: true;
}
