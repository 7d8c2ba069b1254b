package dev.kairos.shared;

import java.util.List;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The three states of a PATCH member ({@link Patch}), how Jackson reads them, and
 * {@link NotCleared}, which refuses the explicit null.
 */
class PatchTests {

	/**
	 * A new mapper for each test: a mapper keeps the readers it made, and one made before
	 * would hide a change to how they are made.
	 */
	private final JsonMapper json = JsonMapper.builder().build();

	record Body(Patch<String> name, Patch<Integer> count, Patch<List<String>> lines) {

	}

	@Test
	void anAbsentMemberKeepsWhatIsStored() {
		Patch<String> absent = Patch.absent();
		assertThat(absent.present()).isFalse();
		assertThat(absent.isNull()).isFalse();
		assertThat(absent.value()).isNull();
		assertThat(absent.orElse("stored")).isEqualTo("stored");
		assertThat(absent.map(String::length)).isNull();
		assertThat(absent).hasToString("absent");
	}

	@Test
	void anExplicitNullClears() {
		Patch<String> cleared = Patch.ofNull();
		assertThat(cleared.present()).isTrue();
		assertThat(cleared.isNull()).isTrue();
		assertThat(cleared.value()).isNull();
		assertThat(cleared.orElse("stored")).isNull();
		assertThat(cleared.map(String::length)).isNull();
		assertThat(cleared).hasToString("null");
	}

	@Test
	void aValueSetsIt() {
		Patch<String> value = Patch.of("new");
		assertThat(value.present()).isTrue();
		assertThat(value.isNull()).isFalse();
		assertThat(value.value()).isEqualTo("new");
		assertThat(value.orElse("stored")).isEqualTo("new");
		assertThat(value.map(String::length)).isEqualTo(3);
		assertThat(value).hasToString("new");
	}

	@Test
	void aMemberARecordLeftNullIsAbsent() {
		assertThat(Patch.<String>orAbsent(null).present()).isFalse();
		Patch<String> sent = Patch.of("x");
		assertThat(Patch.orAbsent(sent)).isSameAs(sent);
		Patch<String> cleared = Patch.ofNull();
		assertThat(Patch.orAbsent(cleared)).isSameAs(cleared);
	}

	@Test
	void readsAbsentNullAndValuesOfTheMembersType() {
		Body body = this.json.readValue("{\"name\": null, \"count\": 3}", Body.class);
		assertThat(body.name().isNull()).isTrue();
		assertThat(body.count().present()).isTrue();
		assertThat(body.count().value()).isEqualTo(3);
		assertThat(body.lines().present()).isFalse();

		Body lines = this.json.readValue("{\"name\": \"a\", \"lines\": [\"x\", \"y\"]}", Body.class);
		assertThat(lines.name().value()).isEqualTo("a");
		assertThat(lines.count().present()).isFalse();
		assertThat(lines.lines().value()).containsExactly("x", "y");
	}

	@Test
	void refusesToReadAPatchWithoutItsMembersType() {
		assertThatThrownBy(() -> this.json.readValue("\"x\"", Patch.class))
			.hasMessageContaining("Patch needs its member's type");
		assertThatThrownBy(() -> new Patch.Reader().deserialize(null, null)).isInstanceOf(IllegalStateException.class)
			.hasMessage("Patch is read through createContextual");
	}

	@Test
	void notClearedRefusesOnlyTheExplicitNull() {
		NotCleared.Validator validator = new NotCleared.Validator();
		assertThat(validator.isValid(null, null)).isTrue();
		assertThat(validator.isValid(Patch.absent(), null)).isTrue();
		assertThat(validator.isValid(Patch.of("x"), null)).isTrue();
		assertThat(validator.isValid(Patch.ofNull(), null)).isFalse();
	}

}
