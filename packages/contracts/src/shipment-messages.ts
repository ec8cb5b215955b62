/** What shipping an order in parcels tells admins and buyers (decision 0067). */
export const SHIPMENT_MESSAGES = {
  carrierInvalid: 'Choose a carrier from the list',
  trackingRequired: 'Enter the tracking number the carrier gave you',
  trackingTooLong: 'A tracking number has at most 40 characters',
  trackingInvalid: 'A tracking number has only letters, digits, dashes and spaces',
  linesRequired: 'Choose at least one line to ship',
  quantityInvalid: 'Ship a whole number of units, 1 or more',
  lineTwice: (lineNo: number) => `Line ${lineNo} is listed twice`,
  lineUnknown: (lineNo: number) => `This order has no line ${lineNo}`,
  tooMany: (lineNo: number, left: number) =>
    left === 0
      ? `Line ${lineNo} has shipped in full already`
      : `Line ${lineNo} has only ${left} ${left === 1 ? 'unit' : 'units'} left to ship`,
  /** Another admin's parcel took the units first (the database's check, decision 0067). */
  shippedMeanwhile: 'Someone shipped part of this order meanwhile: reload it and try again',
  onlyPaidShipped: 'Only a paid order that has not shipped in full can be shipped',
  nothingLeft: 'Every unit of this order has shipped already',
  shipmentNotFound: 'Shipment not found',
  shipped: (number: number) => `Parcel ${number} recorded; the customer has been mailed`,
} as const;
