/**
 * A real HEIC photo for the tests and the HEIC tools' examples: 64 × 48, an orange-to-blue gradient
 * with a navy disc, 1,104 bytes. No JavaScript library writes HEIC, so it was made once on a
 * Debian machine with ImageMagick 6.9.11 built with libheif 1.15.1 and kept here as Base64:
 *   convert -size 64x48 gradient:'#ff8040-#2060c0' -fill '#141e5a' -draw "circle 32,24 32,36" -quality 80 photo.heic
 *   base64 -w 100 photo.heic
 */
const BASE64 = [
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAaptZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA',
  'AA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHOAAEAAAAAAAACggACAAEAAAAAAAAA',
  'AQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADVaXBycAAA',
  'ALNpcGNvAAAAc2h2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACdCAQED',
  'cAAAAwCQAAADAAADAB6gIIEFlurkprmwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUA',
  'AAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwAC',
  'AAEAAQAAAoptZGF0AAACfigBrwT47Y5g/dnyGO6gfJvnRK/RFrTL/mVtrd+yl8WpruahErdah6T0kTDGa+rd445GuX+2fi71ZIDg',
  'YuTgcMDxkhFHkG5hiB8NG1+eJ/+QjoAnNY0q4A+tssSDe/08814e6NykyhfaJyglJG7SSTRM4D/Rqa6G113Pi3lYo3CNaBtEuLFZ',
  'uSb4AY2frvD4K7V5oXinoqE4M1N4r93ndFHCrTnd0r0OrV8LxkavOBnZeP8egSFbI8t4rUuAhO2RjvFFNCzH1KOc58JqQ3BMDYxa',
  'zqWaFA0tieZWwttA6aOKxEXS57D1C25jj31puUQE2FFgbwt5fkBkUAtNMXMEDHkCAtar4QoAB1skGGNPzaqsbtisG3ytFIewZKuA',
  'b63m4oEizXAppVm8b1KPmCRDhq1Sp57Zotap5o/rP9voi8RlwOoOgBhApxnW23yjLwmEtYZ2gRU3PFAjCAJZzqlKTyO8LwhhQlWK',
  'mTIfPyqEf5nAlKLZA0vkbxbI7uZ+kofq2mEeM0R0Ahwmql4ODiq/O9qwt6RkYDiUvCYo6hgbXgH7Iv2F4h0iUYqv2RbsigiUNV05',
  'CIwjDHD7DwSLa5lrBEpCo0/OMe16Q/FYjoXfFIREwz1TA7IdZwa0gDEyaAjkexpf5HYZ2Lt7IhbJGEmoTaCUcppCUD6mfkzkaTiq',
  'Ba9QyAsFFuOAsUzjcH3eh7MWdRtXkd6rJJ5CJBp2WMthKt7DOuPsBvk2SGNCeX6LjP0CA8osCnhnLnEAIUEZEeW6bouiHU63/Wm7',
  'oZdavSD0ATkrqgtfXNRuf7OMsE9Mk4GxeyjKyX/KDJlZiniv3gbeCne/cBGSi+ReFQ0e1b30',
].join('');

export const HEIC_SAMPLE_SIZE = { width: 64, height: 48 } as const;

/** The sample's bytes (a fresh copy each time). */
export function heicSample(): Uint8Array {
  return Uint8Array.from(atob(BASE64), (c) => c.charCodeAt(0));
}
