// The accessibility statement, in the form of the UK government's model statement: how accessible
// the site is, how to report a problem, the enforcement procedure (per brand: the UK's equality
// bodies, Ireland's), what is not yet accessible, how we tested, and when it was reviewed.
import type { InfoPage } from "./info-pages";
import { paths } from "../app/paths";

export interface StatementBrand {
  code: "uk" | "ie";
  name: string;
  legalName: string;
}

/** When the statement was prepared and last reviewed (a review updates both lines below). */
const PREPARED = "23 November 2026";
const REVIEWED = "23 November 2026";

function enforcement(brand: StatementBrand): string[] {
  if (brand.code === "ie") {
    return [
      "The National Disability Authority (NDA) advises on accessibility in Ireland, including EN 301 549, the European standard for accessible digital services, which this website aims to meet.",
      "If you are not happy with how we respond to your complaint, the Irish Human Rights and Equality Commission (IHREC) can tell you about your rights under the Equal Status Acts, and you can make a complaint to the Workplace Relations Commission (WRC).",
    ];
  }
  return [
    "The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010 in Great Britain.",
    "If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS).",
  ];
}

export function accessibilityStatement(brand: StatementBrand): InfoPage {
  const standard =
    brand.code === "ie"
      ? "the Web Content Accessibility Guidelines version 2.2 AA standard and EN 301 549"
      : "the Web Content Accessibility Guidelines version 2.2 AA standard";
  return {
    title: "Accessibility statement",
    paragraphs: [
      `This accessibility statement applies to the ${brand.name} online ordering website, where you find a restaurant, order for collection or delivery, and pay.`,
      `This website is run by ${brand.legalName}. We want as many people as possible to be able to use it. For example, you should be able to change colours, contrast levels and fonts with your browser or device settings, zoom in up to 400% without the text spilling off the screen, use most of the website with just a keyboard or with a screen reader, and order with JavaScript turned off.`,
    ],
    sections: [
      {
        heading: "How accessible this website is",
        paragraphs: ["We know some parts of this website are not fully accessible yet:"],
        list: [
          "on a long menu, a keyboard user who has not added anything yet goes back to the top of the menu to reach the basket (once an item is added, 'Go to basket' follows it, and screen reader users can move straight to the 'Your basket' region)",
          "we have not yet tested this website with disabled people, or with each screen reader on phones and tablets: our tests check what screen readers are given, not what each one says",
        ],
      },
      {
        heading: "Reporting accessibility problems with this website",
        paragraphs: [
          "We are always looking to improve the accessibility of this website. If you find a problem not listed on this page, or you need information on this website in a different format, contact us. Tell us the web address of the page, what you were trying to do, and the device and assistive technology you use. We will reply within 5 working days.",
        ],
        link: { text: "Contact us", href: paths.info("contact") },
      },
      { heading: "Enforcement procedure", paragraphs: enforcement(brand) },
      {
        heading: "Compliance status",
        paragraphs: [
          `This website is partially compliant with ${standard}, due to the parts not yet accessible listed under 'How accessible this website is'. We are fixing them.`,
        ],
      },
      {
        heading: "How we tested this website",
        paragraphs: ["Every change to this website is tested before it goes live. We test:"],
        list: [
          "every page in automated browser tests with the axe accessibility checker, with JavaScript on and with JavaScript off, at phone and desktop widths",
          "whole orders made with the keyboard only, from finding a restaurant to paying",
          "what screen readers are given, from snapshots of each page's accessibility tree",
          "the HTML of every page those tests visit, with the W3C Nu Html Checker",
          "the home, search results, menu and basket pages with Google Lighthouse",
          "pages in a text-only browser",
        ],
      },
      {
        heading: "Preparation of this accessibility statement",
        paragraphs: [`This statement was prepared on ${PREPARED}. It was last reviewed on ${REVIEWED}.`],
      },
    ],
  };
}
