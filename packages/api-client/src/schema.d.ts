// Generated from openapi.yaml by scripts/generate.mjs. Do not edit: run `pnpm generate`.
export interface paths {
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email or name */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an inactive account that an administrator activates */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller, their menu tree and rights */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-management/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's menu tree (their own, or anyone's with Menu Management) */
        post: operations["menuTreeForUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-management/menuList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every menu, flat, in tree order */
        post: operations["menuList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-management/getParent/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The menus that may be the parent of a menu of this level
         * @description `parent` → headers; `submenu` → parents; `header` → none.
         */
        post: operations["menuParents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-management/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["menuAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-management/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["menuUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-management/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a menu and its children; answers every deleted id */
        post: operations["menuDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization-group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["groupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization-group/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["groupAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization-group/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["groupUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization-group/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["groupDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/listUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["userList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/getPositions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every position, for the user form */
        post: operations["userPositions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["userAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update a user; anyone may update their own name, email and phone */
        post: operations["userUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/newPass/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's own password (current password needed) or reset another's */
        post: operations["userNewPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/upload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a profile photo (JPEG, PNG or WebP, at most 2 MB) */
        post: operations["userUploadPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userApp/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["userDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/position/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["positionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/position/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["positionAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/position/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["positionUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/position/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["positionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/photos/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored profile photo (random, unguessable name) */
        get: operations["photoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Id: number;
        /** @description Optimistic concurrency version; a stale one gets 409. */
        Version: number;
        /** Format: date-time */
        Timestamp: string;
        ErrorBody: {
            /** @enum {string} */
            status: "error";
            message: string;
            errors?: {
                [key: string]: string[];
            };
            retryAfter?: number;
            available?: number;
        };
        MessageResponse: {
            /** @enum {string} */
            status: "success";
            message: string;
        };
        IdRequest: {
            id: components["schemas"]["Id"];
        };
        DeletedResponse: {
            /** @enum {string} */
            status: "success";
            message?: string;
            id: components["schemas"]["Id"];
        };
        DeletedManyResponse: {
            /** @enum {string} */
            status: "success";
            message?: string;
            id: components["schemas"]["Id"];
            ids: components["schemas"]["Id"][];
        };
        /** @default 1 */
        Page: number;
        /**
         * @description Rows per page (1–200), or `all` for small reference lists (capped at 1000).
         * @default 25
         */
        PerPage: number | "all";
        Search: string;
        /**
         * @default asc
         * @enum {string}
         */
        SortDir: "asc" | "desc";
        SearchRequest: {
            search?: components["schemas"]["Search"];
        };
        LoginRequest: {
            /** @description Email or name */
            login: string;
            password: string;
        };
        LoginResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["User"];
            menus: components["schemas"]["MenuHeader"][];
            rights?: components["schemas"]["MenuRight"][];
            token: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        RegisterRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            password: components["schemas"]["NewPassword"];
        };
        MeResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["User"];
            menus: components["schemas"]["MenuHeader"][];
            rights: components["schemas"]["MenuRight"][];
        };
        MenuRight: {
            url: string;
            view: boolean;
            create: boolean;
            update: boolean;
            delete: boolean;
        };
        /** @enum {string} */
        MenuLevel: "header" | "parent" | "submenu";
        /** @description An app path such as `/items/produk`; null for headers and groups. */
        MenuUrl: string | null;
        /** @description A Boxicons name such as `bx-package`. */
        IconName: string | null;
        Menu: {
            id: components["schemas"]["Id"];
            name: string;
            url: string | null;
            icon: string | null;
            level: components["schemas"]["MenuLevel"];
            parentId: number | null;
            parentName: string | null;
            sortOrder: number;
            /** @description 0 for headers */
            depth?: number;
            version: components["schemas"]["Version"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        MenuInput: {
            name: string;
            url?: components["schemas"]["MenuUrl"];
            icon?: components["schemas"]["IconName"];
            level: components["schemas"]["MenuLevel"];
            parentId?: components["schemas"]["Id"] | null;
            /** @default 0 */
            sortOrder?: number;
        };
        MenuUpdate: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            name: string;
            url?: components["schemas"]["MenuUrl"];
            icon?: components["schemas"]["IconName"];
            level: components["schemas"]["MenuLevel"];
            parentId?: components["schemas"]["Id"] | null;
            /** @default 0 */
            sortOrder?: number;
        };
        MenuResponse: {
            /** @enum {string} */
            status: "success";
            message?: string;
            datas: components["schemas"]["Menu"];
        };
        MenuListResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["Menu"][];
            total: number;
        };
        MenuSubmenu: {
            id: components["schemas"]["Id"];
            name: string;
            url: string | null;
            icon: string | null;
            level: components["schemas"]["MenuLevel"];
        };
        MenuParent: {
            id: components["schemas"]["Id"];
            name: string;
            url: string | null;
            icon: string | null;
            level: components["schemas"]["MenuLevel"];
            submenu: components["schemas"]["MenuSubmenu"][];
        };
        MenuHeader: {
            id: components["schemas"]["Id"];
            name: string;
            url: string | null;
            icon: string | null;
            level: components["schemas"]["MenuLevel"];
            items: components["schemas"]["MenuParent"][];
        };
        MenuTreeResponse: {
            /** @enum {string} */
            status: "success";
            menus: components["schemas"]["MenuHeader"][];
        };
        GroupMenuRight: {
            menuId: components["schemas"]["Id"];
            /** @default false */
            create?: boolean;
            /** @default false */
            update?: boolean;
            /** @default false */
            delete?: boolean;
        };
        GroupMenu: {
            menuId: components["schemas"]["Id"];
            name: string;
            url: string | null;
            view: boolean;
            create: boolean;
            update: boolean;
            delete: boolean;
        };
        UserRef: {
            id: components["schemas"]["Id"];
            name: string;
            email: string;
        };
        Group: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            menus: components["schemas"]["GroupMenu"][];
            users: components["schemas"]["UserRef"][];
            userCount: number;
            version: components["schemas"]["Version"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        GroupListRequest: {
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
            search?: components["schemas"]["Search"];
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "userCount" | "updatedAt";
            sortDir?: components["schemas"]["SortDir"];
        };
        GroupListResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["Group"][];
            total: number;
            page: number;
            perPage: number;
        };
        GroupInput: {
            name: string;
            description?: string | null;
            /** @default [] */
            menus?: components["schemas"]["GroupMenuRight"][];
            /** @default [] */
            userIds?: components["schemas"]["Id"][];
        };
        GroupUpdate: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            name: string;
            description?: string | null;
            /** @default [] */
            menus?: components["schemas"]["GroupMenuRight"][];
            /** @default [] */
            userIds?: components["schemas"]["Id"][];
        };
        GroupResponse: {
            /** @enum {string} */
            status: "success";
            message?: string;
            datas: components["schemas"]["Group"];
        };
        PersonName: string;
        /** Format: email */
        Email: string;
        Phone: string | null;
        NewPassword: string;
        PositionRef: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
        };
        GroupRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        User: {
            id: components["schemas"]["Id"];
            name: string;
            email: string;
            phone: string | null;
            /** @description URL of the photo (under /api/files/photos/) */
            photo: string | null;
            active: boolean;
            position: components["schemas"]["PositionRef"] | null;
            groups: components["schemas"]["GroupRef"][];
            version: components["schemas"]["Version"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        UserResponse: {
            /** @enum {string} */
            status: "success";
            message?: string;
            datas: components["schemas"]["User"];
        };
        UserListRequest: {
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
            search?: components["schemas"]["Search"];
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "email" | "position" | "active" | "createdAt";
            sortDir?: components["schemas"]["SortDir"];
            active?: boolean;
            positionId?: components["schemas"]["Id"];
        };
        UserListResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["User"][];
            total: number;
            page: number;
            perPage: number;
        };
        UserInput: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            positionId?: components["schemas"]["Id"] | null;
            /** @default true */
            active?: boolean;
            password: components["schemas"]["NewPassword"];
            /** @default [] */
            groupIds?: components["schemas"]["Id"][];
        };
        /**
         * @description Updating oneself without User Management changes only name, email and phone; the other fields
         *     are then ignored.
         */
        UserUpdate: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            positionId?: components["schemas"]["Id"] | null;
            active?: boolean;
            groupIds?: components["schemas"]["Id"][];
        };
        NewPasswordRequest: {
            /** @description Whose password; the caller's own when left out */
            id?: components["schemas"]["Id"];
            /** @description Needed when changing one's own password */
            currentPassword?: string;
            newPassword: components["schemas"]["NewPassword"];
        };
        PhotoUpload: {
            /** @description Whose photo; the caller's own when left out */
            id?: components["schemas"]["Id"];
            /** Format: binary */
            photo: Blob;
        };
        Position: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
            description: string | null;
            userCount: number;
            version: components["schemas"]["Version"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PositionCode: string;
        PositionListRequest: {
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
            search?: components["schemas"]["Search"];
            /**
             * @default code
             * @enum {string}
             */
            sortBy?: "code" | "name" | "userCount";
            sortDir?: components["schemas"]["SortDir"];
        };
        PositionListResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["Position"][];
            total: number;
            page: number;
            perPage: number;
        };
        PositionOptionsResponse: {
            /** @enum {string} */
            status: "success";
            datas: components["schemas"]["PositionRef"][];
        };
        PositionInput: {
            code: components["schemas"]["PositionCode"];
            name: string;
            description?: string | null;
        };
        PositionUpdate: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            code: components["schemas"]["PositionCode"];
            name: string;
            description?: string | null;
        };
        PositionResponse: {
            /** @enum {string} */
            status: "success";
            message?: string;
            datas: components["schemas"]["Position"];
        };
    };
    responses: {
        /** @description Any other error (400 unreadable, 413 too large, 415 unsupported type…) */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Malformed request */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No or expired session, or wrong credentials */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No right */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not found */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Conflict (duplicate, stale version, in use) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too large */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Unsupported media type */
        Unsupported: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Invalid field values */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many attempts */
        TooMany: {
            headers: {
                /** @description Seconds to wait */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        IdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
                "multipart/form-data": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
                "multipart/form-data": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered (inactive) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
            default: components["responses"]["Error"];
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    menuTreeForUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
                "multipart/form-data": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuTreeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    menuList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
                "multipart/form-data": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description Menus */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    menuParents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: components["schemas"]["MenuLevel"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Possible parents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    menuAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuInput"];
                "multipart/form-data": components["schemas"]["MenuInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    menuUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuUpdate"];
                "multipart/form-data": components["schemas"]["MenuUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    menuDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
                "multipart/form-data": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedManyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    groupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GroupListRequest"];
                "multipart/form-data": components["schemas"]["GroupListRequest"];
            };
        };
        responses: {
            /** @description Groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    groupAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupInput"];
                "multipart/form-data": components["schemas"]["GroupInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    groupUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupUpdate"];
                "multipart/form-data": components["schemas"]["GroupUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    groupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
                "multipart/form-data": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    userList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UserListRequest"];
                "multipart/form-data": components["schemas"]["UserListRequest"];
            };
        };
        responses: {
            /** @description Users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    userPositions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionOptionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    userAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInput"];
                "multipart/form-data": components["schemas"]["UserInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    userUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
                "multipart/form-data": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    userNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasswordRequest"];
                "multipart/form-data": components["schemas"]["NewPasswordRequest"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    userUploadPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PhotoUpload"];
            };
        };
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    userDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    positionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PositionListRequest"];
                "multipart/form-data": components["schemas"]["PositionListRequest"];
            };
        };
        responses: {
            /** @description Positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    positionAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionInput"];
                "multipart/form-data": components["schemas"]["PositionInput"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    positionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionUpdate"];
                "multipart/form-data": components["schemas"]["PositionUpdate"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    positionDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    photoFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
}
