import { productFormSchema } from '@kaushal/shared/product';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, productFormWords } from './product-form-values';

describe('productFormWords', () => {
  it('names each field as the form labels it, keeping the specification’s own four messages', () => {
    const form = productFormSchema.safeParse({
      ...EMPTY_PRODUCT_FORM,
      price: '4999',
      discountPercentage: '120',
      stock: '-1',
    });
    const messages = Object.fromEntries(
      (form.error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        productFormWords(issue.message),
      ]),
    );
    expect(messages).toMatchObject({
      title: 'name is required',
      description: 'description is required',
      image1: 'image1 is required',
      image2: 'image is required',
      category: 'Category is required',
      thumbnail: 'Thumbnail is required',
      discountPercentage: 'Discount must be from 0 to 100',
      stock: 'Stock must be at least 0',
    });
  });
});

describe('the format’s fields', () => {
  it('asks a self-paced workshop for no stock, and words the days of access by their label', () => {
    const form = {
      ...EMPTY_PRODUCT_FORM,
      title: 'Excel',
      description: 'Formulas',
      category: 'Data',
      thumbnail: '/t.svg',
      image1: '/1.svg',
      image2: '/2.svg',
      price: '4999',
      discountPercentage: '0',
      format: 'self-paced' as const,
    };
    expect(productFormSchema.parse({ ...form, accessDays: '365' })).toMatchObject({
      stock: undefined,
      accessDays: 365,
    });
    const refused = productFormSchema.safeParse({ ...form, accessDays: '0' });
    expect(refused.error?.issues.map((issue) => productFormWords(issue.message))).toEqual([
      'Access (days) must be from 1 to 3650',
    ]);
  });
});
