export declare const DEFAULT_SHOP_CLOCK: string;
export declare const SHOP_NOW: number;
export declare const SHOP_TIME_ZONE: string;
export declare function parseShopClock(text: string): number;
export declare function shiftPageClock(offset: number): void;
