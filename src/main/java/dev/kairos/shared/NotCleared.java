package dev.kairos.shared;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import org.jspecify.annotations.Nullable;

/**
 * A {@link Patch} member that may be left out but not sent as null: the stored value has
 * no "none".
 */
@Target({ ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.METHOD })
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = NotCleared.Validator.class)
public @interface NotCleared {

	String message() default "cannot be null";

	Class<?>[] groups() default {};

	Class<? extends Payload>[] payload() default {};

	/** Checks {@link NotCleared}. */
	class Validator implements ConstraintValidator<NotCleared, Patch<?>> {

		@Override
		public boolean isValid(@Nullable Patch<?> patch, ConstraintValidatorContext context) {
			return patch == null || !patch.isNull();
		}

	}

}
