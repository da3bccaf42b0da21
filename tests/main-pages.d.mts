export declare const MAIN_PAGES: readonly string[];
