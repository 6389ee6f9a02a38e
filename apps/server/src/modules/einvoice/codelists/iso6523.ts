import { codeSet } from './code-set.js';

const icdRange = Array.from({ length: 230 }, (_, index) => String(index + 1).padStart(4, '0')).filter(
  (code) => !['0092', '0103', '0181', '0182'].includes(code),
);

/** ISO 6523 ICD scheme identifiers (BT-29, BT-30, BT-46, BT-47, BT-60, BT-61, BT-71, BT-157). */
export const ICD_CODES: ReadonlySet<string> = new Set(icdRange);

/** Extra schemes the XRechnung extension allows in place of ICD/EAS codes. */
export const XRECHNUNG_EXTENSION_SCHEMES = codeSet('XR01 XR02 XR03');

/** CEF EAS electronic address schemes (BT-34, BT-49). */
export const EAS_CODES = codeSet(`
0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191
0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218
0219 0220 0221 0225 0230 0235 0240 0242 0244 0246 9901 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926
9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949
9950 9951 9952 9953 9957 9959 AN AQ AS AU EM
`);
