package dev.kairos;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.RestController;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * What Spring Modulith does not check.
 */
class ArchitectureTests {

	private final JavaClasses classes = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kairos");

	@Test
	void controllersAreNeverADependency() {
		noClasses().should()
			.dependOnClassesThat()
			.areAnnotatedWith(RestController.class)
			.because("controllers are entry points, not APIs")
			.allowEmptyShould(true)
			.check(this.classes);
	}

	@Test
	void controllersAndRepositoriesArePackagePrivate() {
		classes().that()
			.areAnnotatedWith(RestController.class)
			.or()
			.areAnnotatedWith(Repository.class)
			.should()
			.notBePublic()
			.check(this.classes);
	}

	@Test
	void noFieldInjection() {
		fields().should().notBeAnnotatedWith(Autowired.class).check(this.classes);
	}

	@Test
	void onlyRepositoriesTalkSql() {
		noClasses().that()
			.areNotAnnotatedWith(Repository.class)
			.should()
			.dependOnClassesThat()
			.haveFullyQualifiedName("org.springframework.jdbc.core.simple.JdbcClient")
			.check(this.classes);
	}

}
