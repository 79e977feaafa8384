// The product form's schema: the messages of docs/product.md §5.3 on the form's own inputs, and numbers out of text.
import { describe, expect, it } from 'vitest';
import { productBodySchema, productFormSchema } from './product';

const form = {
  title: 'GDPI Bootcamp',
  description: 'Mock interviews.',
  thumbnail: '/uploads/t.png',
  image1: '/uploads/1.png',
  image2: '/uploads/2.png',
  highlight1: 'Feedback',
  category: 'GDPI',
  price: '₹1,499',
  discountPercentage: '10',
  stock: '0',
};

const messagesOf = (values: Record<string, unknown>) => {
  const result = productFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('productFormSchema', () => {
  it('turns the inputs’ text into numbers and fills the defaults', () => {
    expect(productFormSchema.parse(form)).toMatchObject({
      price: 1499,
      discountPercentage: 10,
      stock: 0,
      brand: 'Workshop',
      fullDescription: '',
    });
  });

  it('names every empty input with its docs/product.md §5.3 message, the images included', () => {
    const empty = Object.fromEntries(Object.keys(form).map((key) => [key, '']));
    expect(messagesOf(empty)).toEqual({
      title: 'name is required',
      description: 'description is required',
      thumbnail: 'thumbnail is required',
      image1: 'image1 is required',
      image2: 'image is required',
      category: 'category is required',
      price: 'price is required',
      discountPercentage: 'discountPercentage is required',
      stock: 'stock is required',
    });
  });

  it('needs no stock for a self-paced workshop, and days of access only for one', () => {
    expect(
      productFormSchema.parse({ ...form, format: 'self-paced', stock: '', accessDays: '365' }),
    ).toMatchObject({ format: 'self-paced', stock: undefined, accessDays: 365 });
    expect(
      productFormSchema.parse({ ...form, format: 'self-paced', accessDays: '' }),
    ).toMatchObject({ accessDays: null });
    expect(messagesOf({ ...form, format: 'hybrid', stock: '' })).toEqual({
      stock: 'stock is required',
    });
    expect(messagesOf({ ...form, accessDays: '30' })).toEqual({
      accessDays: 'accessDays applies to self-paced workshops only',
    });
    expect(messagesOf({ ...form, format: 'self-paced', accessDays: '0' })).toEqual({
      accessDays: 'accessDays must be from 1 to 3650',
    });
    expect(messagesOf({ ...form, format: 'weekly' })).toEqual({
      format: 'format must be live, self-paced, hybrid',
    });
  });

  it('checks the ranges', () => {
    expect(messagesOf({ ...form, price: '0', discountPercentage: '101', stock: '-1' })).toEqual({
      price: 'price must be from 1 to 10000000',
      discountPercentage: 'discountPercentage must be from 0 to 100',
      stock: 'stock must be at least 0',
    });
  });

  it('gives values the API body takes as they are', () => {
    expect(productBodySchema.parse(productFormSchema.parse(form))).toMatchObject({
      images: ['/uploads/1.png', '/uploads/2.png', '/uploads/t.png'],
      highlights: ['Feedback'],
      price: 1499,
    });
  });
});
