package dev.kairos.web;

import java.beans.PropertyEditorSupport;
import java.util.UUID;
import java.util.regex.Pattern;

import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.type.LogicalType;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * One strict reading of client input everywhere: a JSON value of the wrong type is never
 * converted ({@code "title": 5} is not the string "5", {@code "true"} is not true), a key
 * given twice is refused rather than the last one winning, and a UUID in a path or query
 * parameter must be in its canonical 36-character form. Strings with a NUL or an unpaired
 * surrogate are refused by {@link JsonTextCheck}.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class StrictInputConfiguration {

	private static final Pattern CANONICAL_UUID = Pattern
		.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

	@Bean
	JsonMapperBuilderCustomizer strictJson() {
		return (builder) -> builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
			.withCoercionConfig(LogicalType.Textual,
					(config) -> config.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
			.withCoercionConfig(LogicalType.Integer,
					(config) -> config.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
			.withCoercionConfig(LogicalType.Float,
					(config) -> config.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
			.withCoercionConfig(LogicalType.Boolean,
					(config) -> config.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
						.setCoercion(CoercionInputShape.Float, CoercionAction.Fail))
			.withCoercionConfig(LogicalType.Enum,
					(config) -> config.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail));
	}

	/**
	 * Path and query parameters of type UUID: a custom editor, because Spring falls back
	 * to its lenient default editor when a converter refuses a value.
	 */
	@ControllerAdvice
	static class CanonicalUuids {

		@InitBinder
		void canonicalUuids(WebDataBinder binder) {
			binder.registerCustomEditor(UUID.class, new PropertyEditorSupport() {

				@Override
				public void setAsText(String text) {
					String value = text.strip();
					if (value.isEmpty()) {
						setValue(null);
						return;
					}
					if (!CANONICAL_UUID.matcher(value).matches()) {
						throw new IllegalArgumentException("Not a canonical UUID");
					}
					setValue(UUID.fromString(value));
				}

			});
		}

	}

}
