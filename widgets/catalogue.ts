/**
 * The built-in widgets: their names, option schemas and lazy loaders. This file holds no widget code; each
 * widget's code is its own chunk, loaded the first time a hook on the page needs it.
 */
import type { WidgetDefinition } from '../runtime/registry.ts';
import { cartPageWidget, cartSummaryWidget, couponListWidget, couponWidget } from './cart/definition.ts';
import { addressPickerWidget, checkoutWidget } from './checkout/definition.ts';
import { cookiePolicyWidget } from './consent/definition.ts';
import { countdownWidget } from './countdown/definition.ts';
import { popupWidget } from './popup/definition.ts';
import { mainNavigationWidget } from './navigation/definition.ts';
import { popoverWidget, tooltipWidget } from './floating/definition.ts';
import { biggerLinkWidget, lazyImageWidget, parallaxWidget, scrollInWidget } from './page/definition.ts';
import { socialShareWidget } from './share/definition.ts';
import { locationWidget, storeFinderWidget } from './location/definition.ts';
import { customerReferenceSearchWidget, customerReferenceWidget } from './customer-reference/definition.ts';
import { productGalleryWidget } from './gallery/definition.ts';
import { bannerSliderWidget, newsTickerWidget, sliderWidget } from './slider/definition.ts';
import { videoBannerWidget } from './video/definition.ts';
import { contactAssistanceWidget } from './contact-assistance/definition.ts';
import { dropdownSelectWidget, styledSelectWidget } from './select/definition.ts';
import { datePickerWidget } from './date-picker/definition.ts';
import { paymentWidget } from './payment/definition.ts';
import { prepaidAddWidget, prepaidNotificationWidget } from './prepaid/definition.ts';
import { refundRequestWidget } from './refund/definition.ts';
import { deliveryAddressChangeWidget } from './order/definition.ts';
import { customerPickerWidget } from './customer-picker/definition.ts';
import { videoModalWidget } from './video-modal/definition.ts';
import { newsCalendarWidget, newsPostsWidget } from './news/definition.ts';
import { lightboxWidget } from './lightbox/definition.ts';
import { currencySwitchWidget } from './currency/definition.ts';
import { salesTaxCountryWidget } from './sales-tax/definition.ts';
import { facetsWidget, listingOptionsWidget, paginationWidget, searchSuggestWidget } from './listing/definition.ts';
import { addToCartWidget } from './product/definition.ts';
import { quantityWidget } from './product/definition.ts';
import { productVariantsWidget } from './product/definition.ts';
import { qrCodeWidget } from './qr/definition.ts';
import { pickupChoiceWidget, pickupPointsWidget } from './pickup/definition.ts';
import { mapWidget } from './map/definition.ts';
import { folderTreeWidget } from './folders/definition.ts';
import { assetUploadWidget } from './asset-upload/definition.ts';
import {
  wishlistAddWidget,
  wishlistButtonWidget,
  wishlistCountWidget,
  wishlistPageWidget,
  wishlistQuantityWidget,
} from './wishlist/definition.ts';

export const builtInWidgets = [
  assetUploadWidget,
  countdownWidget,
  quantityWidget,
  productVariantsWidget,
  addToCartWidget,
  cartSummaryWidget,
  cartPageWidget,
  couponWidget,
  couponListWidget,
  checkoutWidget,
  addressPickerWidget,
  pickupChoiceWidget,
  pickupPointsWidget,
  facetsWidget,
  listingOptionsWidget,
  paginationWidget,
  searchSuggestWidget,
  currencySwitchWidget,
  salesTaxCountryWidget,
  sliderWidget,
  bannerSliderWidget,
  productGalleryWidget,
  customerReferenceSearchWidget,
  customerReferenceWidget,
  videoBannerWidget,
  cookiePolicyWidget,
  popupWidget,
  mainNavigationWidget,
  tooltipWidget,
  popoverWidget,
  lazyImageWidget,
  scrollInWidget,
  biggerLinkWidget,
  parallaxWidget,
  socialShareWidget,
  locationWidget,
  storeFinderWidget,
  mapWidget,
  wishlistButtonWidget,
  wishlistAddWidget,
  wishlistCountWidget,
  wishlistPageWidget,
  wishlistQuantityWidget,
  qrCodeWidget,
  folderTreeWidget,
  contactAssistanceWidget,
  styledSelectWidget,
  dropdownSelectWidget,
  datePickerWidget,
  videoModalWidget,
  newsCalendarWidget,
  newsPostsWidget,
  newsTickerWidget,
  lightboxWidget,
  paymentWidget,
  prepaidAddWidget,
  prepaidNotificationWidget,
  refundRequestWidget,
  deliveryAddressChangeWidget,
  customerPickerWidget,
] as unknown as readonly WidgetDefinition[];
