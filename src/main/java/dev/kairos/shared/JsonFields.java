package dev.kairos.shared;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Read a JSON object field by field where "absent", "null" and "a value" mean different
 * things, as in a PATCH body. Unknown keys, read-only keys and values of the wrong type
 * are collected as {@link FieldProblem}s; call {@link #problems()} and throw once at the
 * end.
 */
public final class JsonFields {

	private final JsonNode object;

	private final String prefix;

	private final FieldProblems problems;

	private JsonFields(JsonNode object, String prefix, FieldProblems problems) {
		this.object = object;
		this.prefix = prefix;
		this.problems = problems;
	}

	/**
	 * Start reading a request body.
	 * @param body the parsed body (null when the client sent none)
	 * @param allowed every key the client may send
	 * @param readOnly keys the API returns but a client may not set, each with the reason
	 * @return a reader whose problems already name unknown and read-only keys
	 */
	public static JsonFields of(@Nullable JsonNode body, Set<String> allowed, Map<String, String> readOnly) {
		FieldProblems problems = new FieldProblems();
		if (body == null || !body.isObject()) {
			problems.add("body", "must be a JSON object");
			problems.throwIfAny();
		}
		return new JsonFields(body, "", problems).checkKeys(allowed, readOnly);
	}

	/** Read a nested object, reporting its fields as {@code name.field}. */
	public @Nullable JsonFields object(String name, Set<String> allowed) {
		JsonNode node = present(name);
		if (node == null) {
			return null;
		}
		if (!node.isObject()) {
			this.problems.add(field(name), "must be an object");
			return null;
		}
		return new JsonFields(node, field(name) + ".", this.problems).checkKeys(allowed, Map.of());
	}

	private JsonFields checkKeys(Set<String> allowed, Map<String, String> readOnly) {
		for (String key : this.object.propertyNames()) {
			if (readOnly.containsKey(key)) {
				this.problems.add(field(key), readOnly.get(key));
			}
			else if (!allowed.contains(key)) {
				this.problems.add(field(key),
						"is not a known field; allowed: " + String.join(", ", new TreeSet<>(allowed)));
			}
		}
		return this;
	}

	/** Whether the key is present (with a value or with null). */
	public boolean has(String name) {
		return this.object.has(name);
	}

	/** Whether the key is present with an explicit null. */
	public boolean isNull(String name) {
		return this.object.has(name) && this.object.get(name).isNull();
	}

	/**
	 * A string value; null when absent or null (see {@link #isNull}), or when of another
	 * type.
	 */
	public @Nullable String string(String name) {
		JsonNode node = present(name);
		if (node == null) {
			return null;
		}
		if (!node.isString()) {
			this.problems.add(field(name), "must be a string");
			return null;
		}
		return node.stringValue();
	}

	public @Nullable Integer integer(String name) {
		JsonNode node = present(name);
		if (node == null) {
			return null;
		}
		if (!node.isIntegralNumber() || !node.canConvertToInt()) {
			this.problems.add(field(name), "must be a whole number");
			return null;
		}
		return node.intValue();
	}

	public @Nullable Boolean bool(String name) {
		JsonNode node = present(name);
		if (node == null) {
			return null;
		}
		if (!node.isBoolean()) {
			this.problems.add(field(name), "must be true or false");
			return null;
		}
		return node.booleanValue();
	}

	public @Nullable List<String> strings(String name) {
		JsonNode node = present(name);
		if (node == null) {
			return null;
		}
		if (!node.isArray()) {
			this.problems.add(field(name), "must be an array of strings");
			return null;
		}
		List<String> values = new ArrayList<>();
		for (JsonNode element : node.values()) {
			if (!element.isString()) {
				this.problems.add(field(name), "must be an array of strings");
				return null;
			}
			values.add(element.stringValue());
		}
		return values;
	}

	/** Report a key present with null where null is not allowed. */
	public void rejectNull(String name) {
		if (isNull(name)) {
			this.problems.add(field(name), "cannot be null");
		}
	}

	/** The wire name of a key of this object, with the parent's prefix. */
	public String field(String name) {
		return this.prefix + name;
	}

	public FieldProblems problems() {
		return this.problems;
	}

	private @Nullable JsonNode present(String name) {
		JsonNode node = this.object.get(name);
		return (node == null || node.isNull()) ? null : node;
	}

}
