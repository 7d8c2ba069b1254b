package dev.kairos.web;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Patch;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import org.springframework.core.MethodParameter;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/**
 * Refuse JSON request bodies whose strings (keys or values) hold text that cannot be
 * stored alike everywhere: a NUL character (PostgreSQL's text cannot hold one) or a
 * UTF-16 surrogate without its pair (not a character at all; PostgreSQL would store
 * {@code ?}). Every body read from JSON (a tree, or records of strings, lists and nested
 * records) is checked before its controller runs, so a bad one fails with 400
 * {@code invalid-request} naming each field, and nothing is written, on H2 and PostgreSQL
 * alike.
 */
@ControllerAdvice
class JsonTextCheck extends RequestBodyAdviceAdapter {

	@Override
	public boolean supports(MethodParameter methodParameter, Type targetType,
			Class<? extends HttpMessageConverter<?>> converterType) {
		return true;
	}

	@Override
	public Object afterBodyRead(Object body, HttpInputMessage inputMessage, MethodParameter parameter, Type targetType,
			Class<? extends HttpMessageConverter<?>> converterType) {
		List<FieldProblem> problems = new ArrayList<>();
		check(body, "", problems);
		if (!problems.isEmpty()) {
			throw new InvalidRequestException(problems);
		}
		return body;
	}

	private static void check(@Nullable Object value, String path, List<FieldProblem> problems) {
		if (value instanceof String text) {
			checkText(text, path, problems);
		}
		else if (value instanceof Patch<?> patch) {
			check(patch.value(), path, problems);
		}
		else if (value instanceof JsonNode node) {
			checkNode(node, path, problems);
		}
		else if (value instanceof Collection<?> list) {
			int index = 0;
			for (Object element : list) {
				check(element, path + "[" + index++ + "]", problems);
			}
		}
		else if (value instanceof Map<?, ?> map) {
			map.forEach((key, element) -> {
				String name = field(path, String.valueOf(key));
				checkText(String.valueOf(key), name, problems);
				check(element, name, problems);
			});
		}
		else if (value != null && value.getClass().isRecord()) {
			for (Component component : COMPONENTS.get(value.getClass())) {
				check(component.read(value), field(path, component.wireName()), problems);
			}
		}
	}

	private static void checkNode(JsonNode node, String path, List<FieldProblem> problems) {
		if (node.isString()) {
			checkText(node.stringValue(), path, problems);
		}
		else if (node.isArray()) {
			for (int i = 0; i < node.size(); i++) {
				checkNode(node.get(i), path + "[" + i + "]", problems);
			}
		}
		else if (node.isObject()) {
			for (Map.Entry<String, JsonNode> property : node.properties()) {
				String name = field(path, property.getKey());
				checkText(property.getKey(), name, problems);
				checkNode(property.getValue(), name, problems);
			}
		}
	}

	private static void checkText(String text, String path, List<FieldProblem> problems) {
		String field = path.isEmpty() ? "body" : path;
		if (text.indexOf('\0') >= 0) {
			problems.add(new FieldProblem(field, "must not contain NUL characters"));
			return;
		}
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
				i++;
			}
			else if (Character.isSurrogate(c)) {
				problems.add(new FieldProblem(field, "must not contain unpaired surrogates (they are not characters)"));
				return;
			}
		}
	}

	/**
	 * The components of each record class read, found once per class: reflection and the
	 * wire names are not worked out again for every request.
	 */
	private static final ClassValue<List<Component>> COMPONENTS = new ClassValue<>() {

		@Override
		protected List<Component> computeValue(Class<?> type) {
			List<Component> components = new ArrayList<>();
			for (RecordComponent component : type.getRecordComponents()) {
				Method accessor = component.getAccessor();
				accessor.setAccessible(true);
				components.add(new Component(accessor, snakeCase(component.getName())));
			}
			return List.copyOf(components);
		}

	};

	/** A record component: how to read it, and its name in the JSON. */
	private record Component(Method accessor, String wireName) {

		@Nullable Object read(Object record) {
			try {
				return this.accessor.invoke(record);
			}
			catch (IllegalAccessException | InvocationTargetException ex) {
				throw new IllegalStateException("Cannot read " + this.accessor, ex);
			}
		}

	}

	private static String field(String path, String name) {
		return path.isEmpty() ? name : path + "." + name;
	}

	/** The wire name of a record component (the API's JSON is snake_case). */
	private static String snakeCase(String name) {
		return CAMEL_HUMP.matcher(name).replaceAll("$1_$2").toLowerCase(Locale.ROOT);
	}

	private static final Pattern CAMEL_HUMP = Pattern.compile("([a-z0-9])([A-Z])");

}
