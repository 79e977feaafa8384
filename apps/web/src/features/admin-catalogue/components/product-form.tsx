// The product form (docs/product.md §5.3) for a new product or an existing one; it saves and says what happened.
import { ACCESS_DAYS_MAX, type WorkshopFormat } from '@kaushal/shared/constants';
import type { Product, ProductFormInput, ProductFormValues } from '@kaushal/shared/product';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useCreateProductMutation, useUpdateProductMutation } from '../products-api';
import { EMPTY_PRODUCT_FORM, productFormValues, productFormWords } from '../product-form-values';
import { ImageField } from './image-field';
import { withWords } from '../../../lib/label-words';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';

type ListFieldName = 'productDetails' | 'whyEnroll';

/** A list of texts edited as one line per entry; the server drops the blank lines. */
function LinesField({
  name,
  label,
  control,
}: {
  name: ListFieldName;
  label: string;
  control: Control<ProductFormInput>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextAreaField
          label={label}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={(field.value ?? []).join('\n')}
          onChange={(event) => field.onChange(event.target.value.split('\n'))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

// Messages in the words of the form's labels (docs/product.md §5.3).
const resolver = withWords(lazyZodResolver('productFormSchema'), productFormWords);

const sectionClasses =
  'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

interface ProductFormProps {
  /** The product being edited; a new one is created without it. */
  product?: Product;
  brandSuggestions: readonly string[];
  categorySuggestions: readonly string[];
  /** The formats by name; the page supplies them in the catalogue's words. */
  formatChoices: readonly { value: WorkshopFormat; label: string }[];
  onSaved: (product: Product) => void;
}

export function ProductForm({
  product,
  brandSuggestions,
  categorySuggestions,
  formatChoices,
  onSaved,
}: ProductFormProps) {
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver,
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  });

  // A self-paced workshop sells without seats, for the days of access it gives.
  const selfPaced = useWatch({ control, name: 'format' }) === 'self-paced';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    // The schema's output is the API's body as it is; rating and deletion stay the server's.
    const result = product
      ? await updateProduct({ id: product.id, body: values })
      : await createProduct(values);
    if (result.error) {
      setFailure(
        productFormWords(
          errorMessage(result.error, 'The product could not be saved. Please try again.'),
        ),
      );
      return;
    }
    reset(productFormValues(result.data));
    onSaved(result.data);
  });

  return (
    <form onFocus={() => void loadFormSchemas()} noValidate onSubmit={submit} className="space-y-8">
      <section className={sectionClasses} aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-lg font-bold text-slate-900">
          About the workshop
        </h2>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          label="Full description (optional)"
          error={errors.fullDescription?.message}
          {...register('fullDescription')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Category"
            list="category-suggestions"
            error={errors.category?.message}
            {...register('category')}
          />
          <TextField
            label="Brand (optional)"
            list="brand-suggestions"
            placeholder="Workshop"
            error={errors.brand?.message}
            {...register('brand')}
          />
        </div>
        <datalist id="category-suggestions">
          {categorySuggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <datalist id="brand-suggestions">
          {brandSuggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </section>

      <section className={sectionClasses} aria-labelledby="price-heading">
        <h2 id="price-heading" className="text-lg font-bold text-slate-900">
          Format, price and seats
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Format" error={errors.format?.message} {...register('format')}>
            {formatChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          {selfPaced && (
            <TextField
              label="Access (days)"
              type="number"
              inputMode="numeric"
              min={1}
              max={ACCESS_DAYS_MAX}
              hint="Days of access from purchase; leave blank for lifetime access."
              error={errors.accessDays?.message}
              // Hidden, it sends no days: a live or hybrid workshop gives no days of access.
              {...register('accessDays', { shouldUnregister: true })}
            />
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Price (₹)"
            inputMode="numeric"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label="Discount (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            error={errors.discountPercentage?.message}
            {...register('discountPercentage')}
          />
          {!selfPaced && (
            <TextField
              label="Stock"
              type="number"
              inputMode="numeric"
              min={0}
              error={errors.stock?.message}
              {...register('stock')}
            />
          )}
        </div>
      </section>

      <section className={sectionClasses} aria-labelledby="images-heading">
        <h2 id="images-heading" className="text-lg font-bold text-slate-900">
          Pictures
        </h2>
        <ImageField name="thumbnail" label="Thumbnail" control={control} />
        <ImageField name="image1" label="Image 1" control={control} />
        <ImageField name="image2" label="Image 2" control={control} />
      </section>

      <section className={sectionClasses} aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-bold text-slate-900">
          Highlights and details
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {([1, 2, 3, 4] as const).map((number) => (
            <TextField
              key={number}
              label={`Highlight ${number} (optional)`}
              error={errors[`highlight${number}`]?.message}
              {...register(`highlight${number}`)}
            />
          ))}
        </div>
        <LinesField name="productDetails" label="Product details, one per line" control={control} />
        <LinesField name="whyEnroll" label="Why enrol, one reason per line" control={control} />
      </section>

      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
