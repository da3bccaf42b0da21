/**
 * Set up before every unit test file. React component tests (`*.test.tsx`, with @testing-library/react) run in
 * React's act environment: an update wrapped in `act` (RTL's render, fireEvent and waitFor do it) is drawn before
 * the test reads the page, and one that is not is warned about. A file that renders calls RTL's `cleanup` after
 * each test (`afterEach(cleanup)`): vitest's globals are off, so RTL does not register it itself.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
