/**
 * Navigation state the code steps leave, so the guard runs the details checks once (carrier-portal
 * §5). The one piece of app/ besides the path table that screens may import.
 */
export interface AfterCodeStepState {
  afterCodeStep: true;
}
