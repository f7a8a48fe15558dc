// Generated from openapi.yaml by scripts/generate.ts (types). Do not edit: run `pnpm generate`.
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
         * @description `parent` → headers; `submenu` → parents; `action` → parents and submenus with a url; `header` → none.
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
        /** Add a menu */
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
        /** Change a menu */
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
        /** A page of authorization groups with their menus, rights and users */
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
        /** Add an authorization group */
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
        /** Change an authorization group; menus and members are replaced only when sent */
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
        /** Delete an authorization group */
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
        /** A page of users */
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
        /** Add a user */
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
        /** Upload a profile photo (JPEG, PNG or WebP, at most 2 MB); it is decoded and stored as WebP without metadata */
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
        /** Delete a user */
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
        /** A page of positions */
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
        /** Add a position */
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
        /** Change a position */
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
        /** Delete a position no user holds */
        delete: operations["positionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of categories */
        post: operations["categoryList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the categories */
        post: operations["categoryAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the categories */
        post: operations["categoryUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the categories, refused while something uses it */
        delete: operations["categoryDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every categorie matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["categoryExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/upload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the image of one of the categories (JPEG, PNG or WebP, at most 2 MB) */
        post: operations["categoryUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of products */
        post: operations["productList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the products */
        post: operations["productAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the products */
        post: operations["productUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the products, refused while something uses it */
        delete: operations["productDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every product matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["productExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/upload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the image of one of the products (JPEG, PNG or WebP, at most 2 MB) */
        post: operations["productUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add and update products from a CSV or XLSX file (matched by code); a dry run writes nothing
         * @description All or nothing: when any row has an error, nothing is written.
         */
        post: operations["productImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An empty import file with the expected columns and an example row */
        get: operations["productImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/readings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A location's temperature readings, newest first, with its limits, the check times and whether a reading is due */
        post: operations["stockLocationReadings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/recordReading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Catat suhu": one reading by hand; outside the limits, or after a gap longer than the setting, it holds the location's stock */
        post: operations["stockLocationRecordReading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/importReadings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Readings from a logger's CSV or XLSX (columns time, temperature and optionally location); the same reading twice is kept once; a dry run writes nothing */
        post: operations["stockLocationImportReadings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a material lot, or one bucket (fresh or frozen) of a product batch, whole to another location; refused for held or recalled stock */
        post: operations["stockLocationMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a location holds now (lots and batch buckets with stock) and the moves in and out of it, newest first */
        post: operations["stockLocationContents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Held lots and batches (undecided items of holds), or every item of the holds of a location with the decisions taken */
        post: operations["stockLocationHolds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * "Rilis QC": accept a held lot or batch (its hold cleared) or discard it (counted out to zero as waste), with a note
         * @description Needs the action menu "Rilis QC" (`/stock-location/release`, under Lokasi Simpan). 409 `storage.decided` when
         *     the item was decided already. A hold closes when its last item is decided.
         */
        post: operations["stockLocationRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The dashboard's food-safety figures: held lots and batches, and the active locations without a reading today */
        post: operations["stockLocationSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of vendors */
        post: operations["vendorList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the vendors */
        post: operations["vendorAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the vendors */
        post: operations["vendorUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the vendors, refused while something uses it */
        delete: operations["vendorDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every vendor matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["vendorExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ongkir/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of shipping brackets */
        post: operations["ongkirList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ongkir/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the shipping brackets */
        post: operations["ongkirAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ongkir/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the shipping brackets */
        post: operations["ongkirUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ongkir/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the shipping brackets, refused while something uses it */
        delete: operations["ongkirDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ongkir/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every shipping bracket matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["ongkirExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of price lists */
        post: operations["priceListList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the price lists */
        post: operations["priceListAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the price lists */
        post: operations["priceListUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the price lists, refused while something uses it */
        delete: operations["priceListDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every price list matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["priceListExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of storage locations */
        post: operations["stockLocationList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the storage locations */
        post: operations["stockLocationAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the storage locations */
        post: operations["stockLocationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stockLocation/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the storage locations, refused while something uses it */
        delete: operations["stockLocationDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standingOrder/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of standing orders */
        post: operations["standingOrderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standingOrder/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the standing orders */
        post: operations["standingOrderAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standingOrder/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the standing orders */
        post: operations["standingOrderUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standingOrder/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the standing orders, refused while something uses it */
        delete: operations["standingOrderDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of purchase orders */
        post: operations["purchaseList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the purchase orders */
        post: operations["purchaseAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the purchase orders */
        post: operations["purchaseUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every purchase order matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["purchaseExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standingOrder/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The days Pawon made (or could not make) a standing order's order: the order made, or why not
         * @description One row per standing order and delivery day that was due: `order` when its order was made (null again if
         *     that order was deleted since), `error` when it could not be made (stock short, a product no longer sold…),
         *     tried again at every run until the day has passed. Newest day first unless sorted otherwise.
         */
        post: operations["standingOrderRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/standingOrder/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes now the orders that are due (what the daily run at the business profile's standingOrderTime does); never a second order for a day */
        post: operations["standingOrderGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the products with their price on a price list at a date (today when left out), the next price planned and the product's own price */
        post: operations["priceListPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every price a product has had and will have on a price list, newest first */
        post: operations["priceListHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/setPrices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets products' prices on a price list from a date (today or later); a null price takes back the price planned for that date
         * @description Prices before today are history and stay as they were. A price set again for the same product and date
         *     replaces the one planned; `null` removes it (the product then follows its earlier price on the list, or its
         *     own price). Orders keep the prices they were made at.
         */
        post: operations["priceListSetPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/priceList/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's price of each product at a date (today when left out): its price list's, else the product's own
         * @description The prices an order for this customer on this date is made at (the order form's estimate; the server prices the order itself the same way).
         */
        post: operations["priceListQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of customers */
        post: operations["customerList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add one of the customers */
        post: operations["customerAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one of the customers */
        post: operations["customerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the customers, refused while something uses it */
        delete: operations["customerDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every customer matching the list's search, filters and sort, as CSV or XLSX */
        post: operations["customerExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add and update customers from a CSV or XLSX file (matched by phone); a dry run writes nothing
         * @description All or nothing: when any row has an error, nothing is written.
         */
        post: operations["customerImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An empty import file with the expected columns and an example row */
        get: operations["customerImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/getProv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every province (Kemendagri codes) */
        post: operations["customerProvinces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/getKab/{codeProv}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The regencies and cities of a province */
        post: operations["customerRegencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/getKec/{codeKab}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The districts of a regency or city */
        post: operations["customerDistricts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the materials of this kind, with their stock */
        post: operations["bahanBakuList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a material of this kind */
        post: operations["bahanBakuAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a material of this kind */
        post: operations["bahanBakuUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a material of this kind, refused once it has restocks, usages, a recipe or orders */
        delete: operations["bahanBakuDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/halal/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the halal certificate's file of a certified raw material (PDF, JPEG or PNG, at most 2 MB)
         * @description The file is checked by its content, never its name or type: an image is decoded and stored as WebP without
         *     metadata (as product images are); a PDF must be one (`%PDF-` … `%%EOF`) without active content (scripts,
         *     launch actions, embedded files). Anything else is 415 `file.notCertificate`. Only a material whose halal
         *     status is `certified` takes a file (409 `halal.notCertified`); the file it replaces is removed.
         */
        post: operations["bahanBakuHalalUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/halal/file/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored halal certificate's file (random, unguessable name), for the material screens and the register */
        get: operations["bahanBakuHalalFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/restock/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the restocks (`category` restock) or usages (`category` used), with the totals of every matching row */
        post: operations["bahanBakuRestockList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/restock/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a restock (a new lot) or a usage (taken from the lots, first-expiring first, then oldest first)
         * @description A usage takes only from lots dated on or before it, and, unless it records waste, from lots not expired on its
         *     date. More than that is refused with 409: `available` and `errors.qty` say how much there is.
         */
        post: operations["bahanBakuRestockAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/restock/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a restock or a usage; it keeps its id
         * @description A restock cannot go below what its lot has already given (422), nor change material once used (409), nor be dated
         *     after its first usage (422), nor expire before a usage that took from it (422; waste and counts may take expired
         *     lots). A usage gives back what it took to the same lots and is taken again. Usages recorded by a production run or
         *     an order change through them (409).
         */
        post: operations["bahanBakuRestockUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/restock/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a restock (refused once its lot was used) or a usage (what it took goes back to the same lots) */
        delete: operations["bahanBakuRestockDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/restock/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every restock or usage matching the list's search, filters and sort, as CSV or XLSX, with a TOTAL row */
        post: operations["bahanBakuRestockExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Per material: restocked, used, remaining, value, and restock advice (average daily use over 30 days, days left) */
        post: operations["bahanBakuStockList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/getStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Per lot: date in, vendor, in, out, remaining, expiry (expired and expiring within 7 days flagged) */
        post: operations["bahanBakuGetStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/needRestock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The materials whose usable stock is below their minimum, never-restocked ones included */
        post: operations["bahanBakuNeedRestock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The materials that will run out within `days` days at their average daily use of the last 30 days */
        post: operations["bahanBakuStockAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stock count (opname) of a material; the variance is recorded as an adjustment unless it is a dry run
         * @description Less than the system stock is recorded as a usage (reason count, taken first-expiring first); more as a lot without
         *     a vendor at the material's reference price. The variance in rupiah is at the reference price.
         */
        post: operations["bahanBakuStockCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/lot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A lot and every usage it fed (production runs, orders, manual use) */
        post: operations["bahanBakuStockLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanBaku/stock/lot/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A material lot's internal label as PDF (material, lot code, vendor, received, expiry), at the label's size or on A4 sheets */
        post: operations["bahanBakuLotLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the materials of this kind, with their stock */
        post: operations["bahanKemasanList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a material of this kind */
        post: operations["bahanKemasanAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a material of this kind
         * @description A pack that orders use stays a pack (409).
         */
        post: operations["bahanKemasanUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a material of this kind, refused once it has restocks, usages, a recipe or orders */
        delete: operations["bahanKemasanDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/restock/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the restocks (`category` restock) or usages (`category` used), with the totals of every matching row */
        post: operations["bahanKemasanRestockList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/restock/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a restock (a new lot) or a usage (taken from the lots, first-expiring first, then oldest first)
         * @description A usage takes only from lots dated on or before it, and, unless it records waste, from lots not expired on its
         *     date. More than that is refused with 409: `available` and `errors.qty` say how much there is.
         */
        post: operations["bahanKemasanRestockAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/restock/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a restock or a usage; it keeps its id
         * @description A restock cannot go below what its lot has already given (422), nor change material once used (409), nor be dated
         *     after its first usage (422), nor expire before a usage that took from it (422; waste and counts may take expired
         *     lots). A usage gives back what it took to the same lots and is taken again. Usages recorded by a production run or
         *     an order change through them (409).
         */
        post: operations["bahanKemasanRestockUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/restock/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a restock (refused once its lot was used) or a usage (what it took goes back to the same lots) */
        delete: operations["bahanKemasanRestockDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/restock/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every restock or usage matching the list's search, filters and sort, as CSV or XLSX, with a TOTAL row */
        post: operations["bahanKemasanRestockExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Per material: restocked, used, remaining, value, and restock advice (average daily use over 30 days, days left) */
        post: operations["bahanKemasanStockList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/getStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Per lot: date in, vendor, in, out, remaining, expiry (expired and expiring within 7 days flagged) */
        post: operations["bahanKemasanGetStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/needRestock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The materials whose usable stock is below their minimum, never-restocked ones included */
        post: operations["bahanKemasanNeedRestock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The materials that will run out within `days` days at their average daily use of the last 30 days */
        post: operations["bahanKemasanStockAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stock count (opname) of a material; the variance is recorded as an adjustment unless it is a dry run
         * @description Less than the system stock is recorded as a usage (reason count, taken first-expiring first); more as a lot without
         *     a vendor at the material's reference price. The variance in rupiah is at the reference price.
         */
        post: operations["bahanKemasanStockCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/lot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A lot and every usage it fed (production runs, orders, manual use) */
        post: operations["bahanKemasanStockLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bahanKemasan/stock/lot/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A material lot's internal label as PDF (material, lot code, vendor, received, expiry), at the label's size or on A4 sheets */
        post: operations["bahanKemasanLotLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packaging/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the pack types (packaging materials of type pack) with their pack price and stock */
        post: operations["packagingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packaging/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a pack type (a packaging material of type pack) */
        post: operations["packagingAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packaging/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a pack type */
        post: operations["packagingUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packaging/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a pack type, refused once it has restocks, usages or orders */
        delete: operations["packagingDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of production runs with their inputs and batch, and the totals of every matching run */
        post: operations["produksiList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a production run; its inputs are taken from the lots and it makes a batch (fresh = qty)
         * @description All or nothing: an input short of stock (lots dated on or before the run and not expired then) is refused with 409,
         *     `errors["inputs.N.qty"]` naming the material and what is available (`available`: the first short input's).
         */
        post: operations["produksiAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a production run; it keeps its id, its inputs and output are applied again
         * @description Refused (409) when its batch has already given out more than the new qty, when the product changes after the
         *     batch moved, when the date moves after the batch's first movement, or when the expiry date falls before a sale
         *     from the batch.
         */
        post: operations["produksiUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a production run; its inputs go back to the same lots and its batch is removed, refused once any of it was sold */
        delete: operations["produksiDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every production run matching the list's search, filters and sort, as CSV or XLSX, with a TOTAL row */
        post: operations["produksiExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/recipe/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of products by name with each one's recipe (raw material per unit) and how many units the usable stock can still make */
        post: operations["produksiRecipeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/recipe/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a product's recipe (no lines removes it) */
        post: operations["produksiRecipeSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/produksi/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a planned run; it takes its inputs from the lots and makes its batch as recording a run does
         * @description The planned run becomes a recorded one in one transaction, through the same steps as `produksi/add`: its date
         *     (today when left out, never after today), qty (the planned qty when left out) and inputs (the product's recipe
         *     for that qty when left out: qty ÷ (1 − expectedLossPct) × each line ÷ standardYield) are taken from the lots
         *     first-expiring first; a short input refuses it with 409 as a recording does. A run already recorded is 409
         *     `production.notPlanned`; no inputs and no recipe is 422 `production.noRecipe` on `inputs`.
         */
        post: operations["produksiStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan/production": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The production plan of `days` days from `date`: per product what to make and why, and the materials it needs
         * @description Per product (docs/decisions/053-production-plan.md): to make = ordered (lines of orders not yet packed
         *     delivered on those days, their order date without a delivery date, plus the standing orders' days whose
         *     order is not made yet) − what those orders already took from stock (`held`: frozen lines take theirs when
         *     the order is made) + the product's minimum stock − stock usable then (batches not expired on the day) −
         *     runs planned up to the last day; rounded up to the product's batch size. The fresh part is what fresh orders
         *     need beyond fresh stock; the rest is frozen. Materials: every planned run up to the last day and every
         *     line still to make × its recipe ÷ its yield, packs of the standing orders' days to make, against the lots
         *     not expired by the day each is needed.
         */
        post: operations["planProduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan/createRuns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the plan's lines into planned runs on a day, one per product; they take no material and make no batch until started */
        post: operations["planCreateRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan/createPurchaseOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * "Buat PO": the plan's short materials as draft purchase orders, one per vendor
         * @description The plan of `date` and `days` as `plan/production` answers it; each material still short (after lots and open
         *     purchase orders) becomes a line of a draft purchase order to its preferred vendor, else the vendor of its latest
         *     lot bought from one: the short quantity, at least the material's `minOrderQty`, at the price of that latest lot
         *     from the vendor (else the material's price), expected on the first day it is needed. `materialIds` keeps only
         *     those materials. A material without a vendor is answered in `skipped` and ordered by nobody. The drafts are
         *     ordinary purchase orders (changed, sent or cancelled on Pesanan Pembelian); as open orders, the next plan counts
         *     them in `onOrder`, so asking twice makes nothing more. Needs the right to add purchase orders.
         */
        post: operations["planCreatePurchaseOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of product batches with their fresh and frozen stock (batches with stock unless includeEmpty) */
        post: operations["stockList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stock adjustment with its reason: opening stock (a new batch), a count (the counted amount of a batch) or waste
         * @description Waste without a batch is taken oldest batch first, all or nothing; more than there is is refused with 409 and
         *     `available`. A dry run answers the changes and the variance without writing them.
         */
        post: operations["stockAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an amount between the fresh and frozen stock of a batch (its total stays) */
        post: operations["stockUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/available/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Per active product (a page by name, or the products asked), what can be sold today from the Fresh or Frozen stock (batches not expired) */
        post: operations["stockAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the product ledger: every change of product stock with its batch, bucket, amount, reason and source */
        post: operations["stockLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The labels of a product batch as PDF, at the label's physical size (or on A4 sheets), with the QR of its public page
         * @description Each label: the product's name, net weight, permit (P-IRT or BPOM MD) and halal numbers, the production code,
         *     the production date, best before (the batch's expiry, capped by its lots), how it is kept, the business's name
         *     and address (Profil Usaha), and a QR of `<origin>/build/p/<publicCode>` (origin: `PAWON_PUBLIC_URL` when set,
         *     otherwise the request's). `roll`: one page per label, the page exactly the label's size; `a4`: A4 pages of
         *     labels. Decision 054.
         */
        post: operations["stockLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/byCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The batch a label's public code names, for a signed-in user who scanned its QR: its id and product (404 as the public page) */
        post: operations["stockByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recall ("Tarik Produk") a product batch or a material lot with a reason; answers the customers who received it
         * @description Give exactly one of `batchId` and `restockId` (422 `recall.oneTarget`). From then on nothing takes the recalled
         *     stock: no order, production run, move or bulk change (docs/decisions/055-recall-and-blocked-stock.md); a count
         *     still records what is there and waste may discard it. With a lot, `withBatches` recalls too the batches made by
         *     the runs that used it (those not recalled yet). A recall is for good: 409 `recall.already` when the batch or
         *     lot is recalled already. The answer lists, per customer, the orders that received the recalled stock (the
         *     trace's orders: orders that took the batches, and for a lot orders whose packs came from it), for the app to
         *     message each customer. Needs the action menu "Tarik Produk" (`/stock-product/recall`, under Stok Produk).
         */
        post: operations["stockRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of orders with their packs and lines, the count of each state and the total of every matching order
         * @description `counts` are over the rows matching the search, customer, product and date filters but not the state filters,
         *     for the screen's status tabs.
         */
        post: operations["transactionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every order matching the list's search, filters and sort (or the chosen `ids`), one row per order or per line, as CSV or XLSX with TOTAL rows
         * @description The rows are read page by page through the list's keyset (docs/decisions/017-order-list-at-scale.md), so a
         *     large export never sits in memory whole. More than 100,000 matching orders are refused with 422 before the file
         *     starts: narrow the dates or filters.
         */
        post: operations["transactionExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an order; its pack materials are taken from the lots and its products from the batches
         * @description The number (`TRX-YYYYMMDD-NNNN`) comes from a per-day counter; unit prices, pack prices and ongkir (the customer's
         *     bracket) are copied when the order is made; subtotals and total are computed by the server. Stock, all or
         *     nothing: each pack material `count` units (lot allocation), each product line oldest batch first from its
         *     bucket, frozen lines at once and fresh lines only once the order is packed. An order made delivered is made
         *     packed too (delivery implies packing, issue 37), so its fresh lines are taken at once. Short stock is 409
         *     naming the product or material and what is available, on its field (`packs.N.lines.M.qtyPerPack`,
         *     `packs.N.count`).
         */
        post: operations["transactionAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an order (fields left out stay); it keeps its id and its stock is applied again
         * @description Delivered is final: for a delivered order only payment, note and the delivery date and time may change;
         *     packs, lines, customer, date, packing (and so stock) are 409 naming the field, and delivery cannot go back
         *     to pending here (that is `transaction/undeliver`, with its own right and a reason).
         *     Everything the order took goes back to the same lots and batches, then is taken again for the order as changed
         *     (fresh lines only while packed). Switching to packed takes the fresh lines; back to unpacked returns them.
         *     Delivering an order not packed packs it first (its fresh lines are taken; short is the same 409).
         *     Prices and ongkir stay as copied, except for a product or pack new to the order, or a new customer.
         */
        post: operations["transactionUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same delete, sent as POST (the old app's method is not known) */
        post: operations["transactionDeletePost"];
        /** Delete an order; exactly the stock it took goes back to the same lots and batches; refused once delivered */
        delete: operations["transactionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/undeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a delivery ("Batalkan pengiriman"): the order goes back to pending, with who and why in the audit log
         * @description A delivered order is final for a plain update (packs, lines, customer, date, packing and stock stay; delivery
         *     cannot go back to pending there). This correction is its own operation with its own right: the action menu
         *     "Batalkan Pengiriman" (`/transaction/undeliver`, under Data Transaksi), granted in the group editor like a
         *     menu. Once pending, the order can be changed and deleted again by those with those rights. Refused (409) while
         *     the order has returns (delete them first) or when it is not delivered; a stale `version` is 409.
         */
        post: operations["transactionUndeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order's cost of goods (HPP) and gross margin, per line and in total
         * @description Only with the action menu "Lihat HPP" (`/transaction/cost`, under Data Transaksi): costs are made of purchase
         *     prices, which belong to the restock and stock menus (decision 014). The costs follow any later correction of a
         *     lot's price or a run (decision 037).
         */
        post: operations["transactionCosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order forward ("Tandai Status Pesanan"): mark it paid, packed or delivered
         * @description What a cashier does all day, without the right to change an order: its own right, the action menu
         *     "Tandai Status Pesanan" (`/transaction/status`, under Data Transaksi), seeded to every group that has Data
         *     Transaksi. Only forward moves (unpaid → paid, unpacked → packed, pending → delivered); going back is a change
         *     of the order (`transaction/update`, update right) or, once delivered, `transaction/undeliver`. The same rules
         *     and stock effects as `transaction/update`: packing takes the fresh lines (409 naming the product when short),
         *     delivered is final; a stale `version` is 409. Delivery implies packing: delivering an unpacked order packs it
         *     first (its fresh lines are taken that day, the same 409 when short refuses the delivery), and undoing the
         *     delivery leaves it packed.
         */
        post: operations["transactionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/status/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move several orders forward to one state (bulk "Tandai Status Pesanan"), each on its own, with a result per order
         * @description The orders are either listed (`orders`, each with its `version` as last read) or chosen by the order list's
         *     filters (`filter`: the server runs it again, at most 500 matching orders; more is 422 on `filter`). Each order
         *     is moved in its own transaction with the rules of `transaction/status` (packing takes the fresh lines,
         *     delivering an unpacked order packs it first, a stale version is refused, delivered is final), so one refused
         *     order never holds back the others and nothing of a refused order changes. Orders already in the target state
         *     are skipped. `dryRun` moves nothing: every move is tried in one transaction that is rolled back, so the
         *     preview counts what would be moved, skipped and refused (short stock included, the earlier orders' stock taken
         *     into account). Results come in the order the orders were listed (by the filter: the list's order).
         */
        post: operations["transactionStatusBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/return/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of returns (retur) of delivered orders, newest first, optionally of one order or a date range */
        post: operations["transactionReturnList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/return/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record goods that came back from a delivered order; answers the order with its returns
         * @description Each line names a line of the order, a quantity up to what was delivered minus earlier returns (422 on
         *     `lines.N.qty`), and where it goes: `fresh` or `frozen` puts it back into that bucket of the batches the line
         *     was taken from (up to what the line took from stock, 422 on `lines.N.destination`), `waste` writes it off.
         *     Its value (qty × the line's unit price) is a negative line in the sales report and the dashboard on the
         *     return's date. Refused (409) when the order is not delivered.
         */
        post: operations["transactionReturnAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/return/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a return; what it put back into the batches is taken out again (409 when a batch no longer holds it) */
        delete: operations["transactionReturnDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/releaseHold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release an order held for credit ("Lepas Tahanan Kredit") with a note; who, when and why are kept
         * @description An order whose customer would owe more than their credit limit after it, or who has an order overdue longer than
         *     the business profile's `creditHoldOverdueDays`, is accepted but held: it cannot be packed or delivered (409
         *     `order.creditHold`) until a user with the action menu "Lepas Tahanan Kredit" (`/transaction/release-hold`,
         *     under Data Transaksi) releases it. 409 when it is not held.
         */
        post: operations["transactionReleaseHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/todayList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Today against yesterday (company time zone): orders, items and revenue of all, paid and unpaid orders, with the change in %
         * @description change = (today − yesterday) / |yesterday| × 100, 2 decimals (positive when today is more, also when returns made yesterday negative); ±100 when yesterday is 0 and today is more or less, 0 when both are.
         */
        post: operations["transactionTodayList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/pendingList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Orders not delivered yet (delivery pending), newest first */
        post: operations["transactionPendingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/weeklySummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Items sold per week of the month (week 1 holds the 1st, weeks start on Monday), this month and last month
         * @description `categories` are "Minggu 1"…"Minggu N", N ≥ 4 covering every week of both months; a series has N values.
         */
        post: operations["transactionWeeklySummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/weeklyIncomeStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revenue per week of this month, this week's against last week's, the change in % (1 decimal) and its amount */
        post: operations["transactionWeeklyIncomeStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of payments (newest first), with their allocations to orders, reversals included */
        post: operations["paymentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record money received from a customer ("Catat pembayaran"), allocated to their open orders
         * @description With `allocations`, each names an open order of this customer and at most its balance (422 on
         *     `allocations.N.amount` or `.orderId`); their sum is at most `amount`. Without, the amount pays the customer's
         *     open orders: delivered ones oldest due date first, then undelivered ones oldest first. What is left is the
         *     customer's deposit ("saldo titipan"): it pays their next orders as they are delivered. `dryRun` saves
         *     nothing and answers the allocations that would be made (the dialog shows them before saving).
         */
        post: operations["paymentAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a payment with a reason; it stays in the list and the statement, its allocations are undone
         * @description Never a silent delete: the payment is marked reversed (who, when, why) and each order it paid gets its
         *     balance back in the same transaction. A payment reversed already is 409.
         */
        post: operations["paymentReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's money position: open balance, deposit, credit limit, overdue orders
         * @description The order form shows it when a customer is picked; the payment dialog pre-fills from it.
         */
        post: operations["paymentCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer statement ("kartu piutang"): opening balance, every move in the period with a running balance, closing balance
         * @description Moves: a delivered order (debit, on the day it was delivered), a return (credit), a payment (credit), a
         *     reversal (debit, on its day). The balance is what the customer owes less what they paid ahead (deposit and
         *     payments of undelivered orders); the closing balance equals the customer's `balance` in `report/aging` on `to`.
         */
        post: operations["paymentStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a bank statement ("Impor mutasi bank", CSV or XLSX) and match its incoming transfers to open orders; records nothing
         * @description The header row is found among the file's first 30 rows: the exports of KlikBCA (Tanggal Transaksi, Keterangan,
         *     Cabang, Jumlah with CR/DB, Saldo), Mandiri (Posting Date, Remarks, Debit, Credit) and BRI (Tanggal Transaksi,
         *     Uraian Transaksi, Debet, Kredit) are known; another file needs `mapping` once (remembered by its header row
         *     when a confirm sends it in `remember`). Without one the answer has `bank: null`, the header row's `headers`
         *     and no lines. Debit lines (money out) are counted and left out. Each credit line is matched, in this order,
         *     to an open order whose number its description holds, to a customer whose remembered account name it holds
         *     (their open order of exactly this amount when there is one), or to the one open order whose balance is
         *     exactly its amount; a line already recorded by an earlier import is `duplicate`. Within the import limits
         *     of every file (10,000 rows, 50 columns, 2 MB).
         */
        post: operations["paymentImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/import/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the chosen lines of a bank statement as transfers, each to its orders or its customer; a line recorded before is skipped
         * @description Each line becomes a payment (method `transfer`, dated the line's day, reference its description) allocated to
         *     its `orderIds` in turn (at most each one's balance then; the rest is the customer's deposit), or, with only a
         *     `customerId`, paying that customer's open orders oldest due first. A line's fingerprint (its date, amount,
         *     description and occurrence among identical lines of the file) is kept: a line recorded before, by this
         *     import or an earlier one, is answered `duplicate` and records nothing. `rememberName` keeps the sender's
         *     account name for the line's customer; `remember` keeps a column mapping for files with that header row.
         *     All or nothing: a refused line (422 on `lines.N…`) records no line.
         */
        post: operations["paymentImportConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/getReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales in a period: per product and bucket (qty, revenue) or per customer (orders, items, total spent), with totals
         * @description Period: `today`, a date range (inclusive), a `month` of a `year`, a `year`, or this month when none is given.
         *     Product qty = Σ qty per pack × packs; product revenue = Σ qty × unit price (packaging and ongkir are in the
         *     totals). Customer total = Σ order totals (packaging and ongkir included).
         */
        post: operations["reportGetReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dashboard's money (issue 38): received today by method, due in the next 7 days, overdue with the five customers owing most past due, and orders held for credit
         * @description All by business date in the company's time zone. `received`: payments dated today that are not reversed.
         *     `due`: balances of delivered orders whose due date is today or in the 6 days after. `overdue`: balances of
         *     delivered orders past their due date; `top` the five customers with the most overdue (then the oldest).
         *     `held`: orders held for credit and not released, with their totals.
         */
        post: operations["reportMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/getExpenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Material purchases in a period: every restock of raw and packaging materials from a vendor, with totals by kind, and stock corrections (opening stock, count surpluses) apart
         * @description Beside what was bought, what was paid (issue 39): per vendor, its purchases in the period (by the kind
         *     filter, as `datas`) and the payments to it dated in the period that are not reversed (a payment is for the
         *     vendor's bills, not for a kind of material, so whatever the kind filter), with the totals of both.
         */
        post: operations["reportGetExpenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/getMargin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gross margin ("Laba kotor") in a period: revenue, cost of goods, margin and margin % per product, per customer or per day/month, with totals
         * @description Revenue and cost are net of the returns recorded in the period. Per product: its lines (qty × unit price) and
         *     what they took from batches at the batches' unit costs; packs are in the totals (`packaging`, `packCost`). Per
         *     customer: its orders' item and packaging subtotals (ongkir excluded) and their full cost. Per period: a row per
         *     day for a period of up to 62 days, else per month. Read from the report summaries (decision 018).
         *
         *     A line counts once it has taken its stock, revenue and cost together: a fresh line of an order not packed yet
         *     has no cost yet, so its revenue is left out of every row and total and said in `totals.open` ("belum dikemas:
         *     N pesanan, Rp X"); packing the order brings both in. Frozen lines and packs take their stock when the order is
         *     made and count from then.
         *
         *     Returns can outweigh a period's sales (goods sold earlier came back): its revenue, cost and margin are then
         *     negative, as they are. Margin = revenue − cost, always, of any sign; margin % = margin ÷ revenue × 100 only
         *     when revenue > 0, else null (shown "–"); sorted by margin %, rows without one come last. A margin % can pass
         *     100 (returns gave back more cost than the period's sales took: negative cost) and −100 (cost above twice the
         *     revenue). Decision 037.
         */
        post: operations["reportGetMargin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/margin/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The gross margin report of `getMargin` as CSV or XLSX, with a TOTAL row */
        post: operations["reportMarginExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/getValuation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stock valuation ("Nilai persediaan") at the end of a day: what products and materials were on hand and what they were worth (FIFO), with totals
         * @description Products: per batch, what the stock ledger held at the end of `date` × the batch's unit cost (HPP), summed per
         *     product. Materials: purchases and corrections dated on or before `date` at their lots' prices less what usages
         *     dated on or before it took, at the prices of the lots they took from (FIFO/FEFO): the value left in the books.
         *     Rows with nothing on hand are left out. `date` defaults to today and may not be later.
         */
        post: operations["reportGetValuation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/valuation/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The stock valuation of `getValuation` as CSV or XLSX, with a subtotal per kind and a TOTAL row */
        post: operations["reportValuationExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sales report of `getReport` as CSV or XLSX, with a TOTAL row */
        post: operations["reportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/expenses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The expense report of `getExpenses` as CSV or XLSX, with a TOTAL row of the purchases, then the stock corrections apart */
        post: operations["reportExpensesExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/halal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register Halal: per product, the raw materials of its recipe with their certificate's status on `date`
         * @description One row per product and raw material of its recipe, by product then material name, paged on the server. A
         *     material's state on `date` (today when left out): `valid` (certified, expiry after 30 days), `expiring`
         *     (certified, expiring within 30 days), `expired`, `missing` (nothing recorded) or `notNeeded` (with the reason).
         *     `states` keeps only rows in those states; `search` finds products (name, code) and materials (name). `totals`
         *     counts the rows per state matching `search` and `productId` (whatever `states` keeps).
         */
        post: operations["reportHalalList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/halal/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Register Halal as CSV, XLSX or PDF (an SJPH audit): every matching row, with the certificate's fields
         * @description Every row the register answers for the query (not a page), read page by page on the same day. `pdf` (this
         *     export only) is an A4 landscape document for the auditor: the business profile's name, address and halal rule,
         *     the day and the filters, then a table per product of its materials (state, certificate number, issuer, expiry,
         *     reason), its header row repeated on every page, each page numbered ("Halaman 1 dari N") with the print time.
         */
        post: operations["reportHalalExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/halal/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dashboard's halal warning: certificates expiring within 30 days, and expired ones a recipe still uses
         * @description Raw materials, the first to expire first (at most 50), each with how many recipes use it; `total` counts them all.
         */
        post: operations["reportHalalExpiring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/trace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recall trace: from a material lot, a product batch or an order, the lots, production runs, batches and orders linked to it
         * @description From a lot: the runs that used it, the batches they made, the orders that took those batches (and orders whose
         *     packs came from the lot), with their customers. From an order: the batches it took, the runs that made them and
         *     the lots those used, and the lots of its packs. From a batch: its run and lots, and the orders that took it.
         *     Give exactly one of `restockId`, `batchId`, `transactionId`.
         *
         *     With the Telusur Lot menu (`/report/trace`) a trace may start anywhere. Otherwise (the order screen's trace
         *     dialog) only from an order (`transactionId`, 403 for a lot or a batch), and the answer holds that order only:
         *     never another customer; lot vendors are owned fields (`x-owned-by`).
         */
        post: operations["reportTrace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/trace/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where a recall trace can start: material lots (by batch code, material or vendor), product batches (by product) and orders (by number or customer), newest first */
        post: operations["reportTraceSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/trace/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recall trace of `report/trace` as CSV or XLSX: one row per lot, production run, batch and order (with its customer) */
        post: operations["reportTraceExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receivables by age ("Umur piutang") at the end of a day: per customer, open balances not yet due and 1–7, 8–30, 31–60, over 60 days past due
         * @description As things stood at the end of `date` (today when left out): orders delivered by then, returns, payments and
         *     reversals dated by then. `open` = Σ of the buckets; `credit` = money received ahead (deposit and payments of
         *     orders not delivered by then); `balance` = open − credit. Paged (`page`, `perPage`) and sorted on the server
         *     (largest balance first unless `sortBy` says otherwise); `totals` and `total` are of every customer matching the
         *     search, whatever the page.
         */
        post: operations["reportAging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/aging/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The aging of `report/aging` as CSV or XLSX, one row per customer and a TOTAL row */
        post: operations["reportAgingExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/stockAtRisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stock at risk of expiring ("Stok berisiko") at the end of a day: batches and lots that their average daily use will not empty before they expire, with the value at risk (HPP)
         * @description As things stood at the end of `date` (today when left out; never later): product batches (fresh + frozen) and
         *     raw and packaging material lots holding stock then, with an expiry date. Per row: days left = expiry − `date`
         *     (0 or less: expired by the end of the day, all of it at risk); daily use = what left its product (sales net of
         *     order returns, in the stock ledger) or its material (usages by production, orders and by hand; not counts or
         *     waste) in the 28 days ending on `date`, ÷ 28; days of cover = qty ÷ daily use (null: no use, never covered).
         *     A row is at risk when days of cover > days left; qty at risk = qty − daily use × max(days left, 0), rounded up
         *     (to a whole unit for pcs, box, dus, pack and sak; to 0.001 for kg, gram, liter and ml); value at risk = qty at
         *     risk × unit cost (a batch's HPP, a lot's price), to the rupiah. Each batch gets its product's whole use (FEFO
         *     sends the use to the batch expiring first). Paged (`page`, `perPage`) and sorted on the server (largest value at
         *     risk first unless `sortBy` says otherwise); `total` and `totals` are of every row matching `kind` and `search`,
         *     whatever the page.
         */
        post: operations["reportStockAtRisk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/send/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a draft purchase order to its vendor (draft → sent): its lines are locked from then on, changed only by receiving
         * @description Only a draft is sent (409 `purchase.state` otherwise). With `version`, a stale one is 409.
         */
        post: operations["purchaseSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a purchase order: a draft or sent one, or the rest of a partly received one (what arrived stays, with its lots and bills)
         * @description A received or cancelled order is 409 `purchase.state`. With `version`, a stale one is 409.
         */
        post: operations["purchaseCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive goods of a sent purchase order: per line the quantity arrived, lot code, expiry and price; each line becomes a material lot and the receipt a bill of the vendor
         * @description Each line of the receipt is a restock of its material, exactly as `restock/add` records one (a lot holding all of
         *     it, from the order's vendor, on the receipt's date): stock, FEFO, costs and the expense report follow. The expiry
         *     is the material's `shelfLifeDays` after the receipt's date when left out (none without a shelf life); the price
         *     is the order line's when left out, and a different one is kept and flagged (`priceChanged`). The receipt is a
         *     bill of the vendor for Σ qty × price, due the vendor's `paymentTermDays` after the receipt's date; money paid
         *     ahead to the vendor pays it at once. The order becomes `partial` until every line has arrived, then
         *     `received`. More than 10 % over a line's ordered quantity (with what arrived before) is refused (409
         *     `purchase.overReceipt` on `lines.N.qty`) unless `confirmOverReceipt` is true. Only a sent or partly received
         *     order receives (409 `purchase.state`); a stale `version`, when given, is 409.
         */
        post: operations["purchaseReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorPayment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of payments to vendors (newest first), with their allocations to bills, reversals included */
        post: operations["vendorPaymentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorPayment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record money paid to a vendor, allocated to their open bills oldest due first; the rest is paid ahead
         * @description The amount pays the vendor's open bills, oldest due date first (then oldest bill), as far as it goes: a part
         *     payment leaves the last bill partly paid. What is left is paid ahead: it pays the vendor's next bills as goods
         *     are received.
         */
        post: operations["vendorPaymentAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorPayment/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a payment to a vendor with a reason; it stays in the list, its bills get their balance back
         * @description Never a silent delete: the payment is marked reversed (who, when, why) and its allocations are taken back by
         *     rows of their own dated today, in the same transaction. A payment reversed already is 409.
         */
        post: operations["vendorPaymentReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorPayment/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A vendor statement ("kartu hutang"): opening balance, every move in the period with a running balance, closing balance
         * @description The mirror of `payment/statement` for what the business owes a vendor. Moves: a bill (a receipt of a purchase
         *     order, debit, on the receipt's day, its reference the order's number), a payment to the vendor (credit), a
         *     reversal (debit, on its day). The balance is Σ bills − Σ payments standing (below 0: paid ahead); the closing
         *     balance equals the vendor's `balance` in `report/payables` on `to`.
         */
        post: operations["vendorPaymentStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/payables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payables by age ("Umur hutang") at the end of a day: per vendor, open bills not yet due and 1–7, 8–30, 31–60, over 60 days past due
         * @description As things stood at the end of `date` (today when left out): bills of receipts dated by then, payments and
         *     reversals dated by then. `open` = Σ of the buckets; `credit` = paid ahead (payments not allocated to a bill by
         *     then); `balance` = open − credit = Σ bills − Σ payments standing at that date. Paged and sorted on the server
         *     (largest balance first unless `sortBy` says otherwise); `totals` and `total` are of every vendor matching the
         *     search, whatever the page.
         */
        post: operations["reportPayables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/payables/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payables aging of `report/payables` as CSV or XLSX, one row per vendor (every matching vendor, in the order asked) and a TOTAL row */
        post: operations["reportPayablesExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change-history/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who changed what, newest first: each change with its user, time, record and the fields it changed (before → after)
         * @description Filtered by user, record type (`entity`), one record (`entity` and `entityId`) and business dates (`dateFrom`,
         *     `dateTo`, in the company's time zone). Paged by `page` and the keyset cursor of `PageCursor` (the id of the last
         *     or first row shown). `total` counts matching rows up to 10,000; beyond that `totalCapped` is true (narrow the
         *     dates to see further than page 400, or page on with `after`).
         *
         *     `changes` compares the record before and after (a create has no before, a delete no after) field by field, down
         *     into lists and nested records (`path`, positions from 1); stamps (`version`, `createdAt`, `updatedAt`) and
         *     derived thumbnails are left out. A reference shows by name: the record's own copy (`category: {id, name}`)
         *     stands for its id, and a bare id of a known record type is answered as `{id, name}` while that record exists.
         *     `kind` says how to show a value (from the record type's schema). A field whose menus the caller does not own
         *     (`x-owned-by`) is left out, as in the record's own answers.
         */
        post: operations["historyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change-history/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The users the history can be filtered by, by name (the first 20 matching the search) */
        post: operations["historyUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business profile (name, address, phone, logo, payment text, invoice footer)
         * @description Any signed-in user reads it: every invoice, receipt and export is headed with it.
         */
        get: operations["businessProfileGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the business profile (its `version` as last read; a stale one is 409) */
        post: operations["businessProfileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profile/upload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the logo (JPEG, PNG or WebP, at most 2 MB); it is decoded and stored as WebP without metadata */
        post: operations["businessProfileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's active sessions, the one in use first, then by last use (at most 200)
         * @description The caller's own (no `userId`, or their own id) with a session only; another user's with the update right on
         *     User Management, and only a user who holds no right the caller lacks (a Super Admin's by a Super Admin). Each
         *     session says its device (from the user agent), address, when it signed in, when it was last used (to the
         *     minute: use is written at most once a minute) and when it ends unless used again.
         */
        post: operations["sessionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one session by its id (one's own, or another user's with User Management); its token gets 401 from then on
         * @description A session of another user that the caller may not manage answers 404, as one that does not exist.
         */
        post: operations["sessionEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/endOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller but the one in use, or every session of another user (User Management) */
        post: operations["sessionEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration-token/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of integration tokens, newest first (never the token itself, only its first characters) */
        post: operations["integrationTokenList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration-token/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a token; the answer holds the token once (only its hash is kept)
         * @description Scopes are menus with rights, as an authorization group's: each must be held by the caller (403 `right.denied`,
         *     decision 006). A token's caller holds its scopes while its creator is active and still holds them.
         */
        post: operations["integrationTokenAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration-token/revoke/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a token; from the next request on, on every server process, it answers 401 */
        post: operations["integrationTokenDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of webhooks, newest first (never the secret, only its first characters) */
        post: operations["webhookList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an address to events; the answer holds the signing secret once
         * @description The URL is refused (422 `webhook.urlRefused` on `url`, `params.reason` says why) when it is not https, names
         *     a loopback, link-local or metadata address, the server itself, or a private address (allowed over http too
         *     when the server's `PAWON_WEBHOOK_PRIVATE=allow`), or its host does not resolve. The same rules are applied
         *     again to the resolved address at every delivery; redirects are never followed.
         */
        post: operations["webhookAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a webhook's address, description, events or whether it is on
         * @description `active: false` pauses it (state `paused`: no new events are queued for it; what was queued waits). `active:
         *     true` on a webhook Pawon disabled turns it back on and clears its failing state; its abandoned deliveries stay
         *     abandoned (resend them one by one).
         */
        post: operations["webhookUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a webhook; its deliveries not made yet are dropped */
        post: operations["webhookDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/rotate-secret/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a webhook a new signing secret, answered this once; from now on every attempt is signed with it */
        post: operations["webhookRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of one webhook's deliveries, newest first, optionally of one status */
        post: operations["webhookDeliveryList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/resend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event to its webhook again, with the same `webhook-id` (receivers dedupe by it)
         * @description The delivery (by its id) is queued again at once, as pending with its attempts reset; its event keeps its
         *     id, type and body. A webhook that is not on (paused or disabled) answers 409 `webhook.inactive`.
         */
        post: operations["webhookDeliveryResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/test/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook.test` event to a webhook now and answer its delivery after the attempt
         * @description One attempt, made before the answer (at most 10 seconds), whatever the webhook's state; never retried: the
         *     delivery is `delivered` or `abandoned`, with its response code, the start of its response body, or the reason
         *     it failed (`error`), and its duration.
         */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The backups kept in the data folder, newest first, and the daily automatic backup's setting */
        post: operations["backupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a backup now (one file of every table and image, decision 029), kept in the data folder
         * @description One backup or restore runs at a time in a server process; another meanwhile is 409 `backup.busy`.
         */
        post: operations["backupAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/download/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a kept backup (streamed, as an attachment) */
        get: operations["backupDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/delete/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a kept backup */
        delete: operations["backupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace every table and image with an uploaded backup (or a kept one), after the typed confirmation PULIHKAN
         * @description The file is read and checked whole first (a foreign, damaged, cut-off or newer file is 422 with a `backup.*`
         *     code, and nothing changes); then every table is replaced in one transaction and the images after it (all or
         *     nothing). Meanwhile this server process answers every other request with 503 `server.maintenance`. Every
         *     session ends: everyone, the caller included, signs in again. The upload's size is bounded (413) by
         *     `PAWON_BACKUP_MAX_MB`.
         */
        post: operations["backupRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/batch/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a label's QR shows anyone: a batch's product, production date, best before and whether it is safe or recalled
         * @description No session. Exactly four fields, nothing else. The code is the batch's unguessable public code (never its id);
         *     an unknown, malformed or guessed code answers the same 404. Lookups are counted per address like failed
         *     sign-ins (429 with `Retry-After` past the limit). Decision 054.
         */
        get: operations["publicBatch"];
        put?: never;
        post?: never;
        delete?: never;
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
        /** A stored profile photo (random, unguessable name), or its thumbnail (`<name>-thumb.webp`, 160×160) */
        get: operations["photoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{kind}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image of a category or product, or the business logo, or its thumbnail (random, unguessable name) */
        get: operations["catalogueImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dokumentasi API: this contract as an interactive reference (Swagger UI), with every error code in Indonesian and English
         * @description No session: the page holds no data (a call made from its "Try it out" needs a bearer token, set with
         *     "Authorize"). Its script and style come from `/api/docs/{file}`, nothing from another host. `ETag` and gzip
         *     like the app's files; `If-None-Match` with the current tag answers 304.
         */
        get: operations["apiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the reference page (the renderer's script and style, served from the server's own copy) */
        get: operations["apiDocsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This contract (openapi.yaml) as JSON, its YAML anchors resolved; the same document the server validates every call against */
        get: operations["openapiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    pawonEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event, POSTed to each active webhook subscribed to its type
         * @description Headers: `webhook-id` (the event's id, `msg_…`, the same on retries and resends: dedupe by it),
         *     `webhook-timestamp` (unix seconds of this attempt), `webhook-signature` (`v1,` + base64 of HMAC-SHA256 keyed
         *     by the base64-decoded bytes after `whsec_` of the secret, over `{webhook-id}.{webhook-timestamp}.{body}`),
         *     `user-agent: Pawon-Webhooks/1`. Any 2xx within 10 seconds is delivered; anything else is retried after 5 s,
         *     5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then abandoned (24 hours); redirects are not followed.
         */
        post: operations["webhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** Format: int32 */
        Id: number;
        /**
         * Format: int32
         * @description Optimistic concurrency version; a stale one gets 409.
         */
        Version: number;
        /** Format: int32 */
        Count: number;
        /** Format: date-time */
        Timestamp: string;
        /** @description A sentence for people, in Indonesian */
        Message: string;
        Description: string | null;
        IdVersion: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
        };
        /** @description What every stored record carries */
        Stamped: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ErrorBody: {
            /** @enum {string} */
            status: "error";
            code: components["schemas"]["ErrorCode"];
            params?: components["schemas"]["ErrorParams"];
            message: components["schemas"]["Message"];
            /** @description The Indonesian message(s) of each field (kept as it was for clients that read only text) */
            errors?: {
                [key: string]: components["schemas"]["Message"][];
            };
            /** @description Beside `errors`, the same fields with the code and parameters of their (first) message, so that a client renders the field's text itself (`{ "qty": { "code": "validation.max", "params": { "limit": 10 } } }`). */
            fieldCodes?: {
                [key: string]: components["schemas"]["FieldCode"];
            };
            /** Format: int32 */
            retryAfter?: number;
            /** Format: double */
            available?: number;
            conflict?: components["schemas"]["VersionConflict"];
            /** @description `halal.uncertified`: the materials without a valid certificate */
            materials?: components["schemas"]["HalalProblem"][];
        };
        /**
         * @description What went wrong, stable for programs (dotted: area, then case). Each code's parameters are in `params`.
         *     - `request.unreadable`: 400: the body or the address cannot be read
         *     - `request.unsupportedType`: 415: neither JSON nor multipart/form-data
         *     - `request.tooLarge`: 413: the body is too large
         *     - `request.invalid`: 4xx: any other refused request
         *     - `request.badCharacters`: 422: text with characters that are not allowed (control characters)
         *     - `request.numberOutOfRange`: 422: a number outside what the server can hold
         *     - `route.notFound`: 404: no operation at this method and path (params: method, path)
         *     - `auth.required`: 401: no session; sign in first
         *     - `auth.expired`: 401: the session ended or is not valid any more
         *     - `auth.wrongCredentials`: 401: wrong login or password (also an inactive account)
         *     - `auth.tooManyAttempts`: 429: too many failed sign-ins (params: retryAfter in seconds, minutes)
         *     - `auth.wrongPassword`: 422: the current password given to change it is wrong
         *     - `right.missing`: 403: the caller lacks the right for this operation
         *     - `right.superAdminOnly`: 403: only a Super Admin may change Super Admin groups or accounts
         *     - `right.denied`: 403: refused by a rule about rights (no escalation…): the message says which
         *     - `token.notAllowed`: 403: an integration token may not call this operation (token screens, users, groups, menus, positions, sessions, backups, one's own account)
         *     - `token.rateLimited`: 429: too many requests with this integration token (params: retryAfter in seconds, limit a minute)
         *     - `token.ipRange`: 422 field ipRanges.N: not an IPv4 or IPv6 address or CIDR range (params: value)
         *     - `token.expiryPast`: 422 field expiresOn: the last day is before today
         *     - `webhook.urlRefused`: 422 field url: Pawon does not send to this address (params: reason: `invalid` not a URL, `https` not https, `credentials` a user or password in it, `loopback` this machine, `linkLocal` a link-local or cloud metadata address, `self` the server's own address, `private` a private address while the server does not allow them, `unresolvable` the host does not resolve)
         *     - `webhook.inactive`: 409: the webhook is paused or disabled; turn it on first
         *     - `record.notFound`: 404: the record does not exist (params: kind, the kind of record for code (`product`, `user`, `transaction`…); what, the same in Indonesian)
         *     - `record.inUse`: 409: the record is still used by other records and cannot be deleted
         *     - `record.busy`: 409: another process is changing the same data right now; try again
         *     - `reference.notFound`: 422: a referenced record (a product, a material…) does not exist (params: field)
         *     - `version.stale`: 409: the record changed since it was read (params: changedBy, changedAt; see `conflict`)
         *     - `name.duplicate`: 409: a unique value (a name, a code, an email) is already taken (params: field, value)
         *     - `stock.short`: 409: not enough stock (params: name, available, requested, unit, expired; shortDated and minShelfLifeDays when stock was left out for the customer's minimum shelf life; blocked when recalled or QC-held stock was left out, decision 055)
         *     - `server.busy`: 503: every database connection stayed busy (see `Retry-After`)
         *     - `server.unavailable`: 503: the database cannot be reached (see `Retry-After`)
         *     - `server.error`: 500: an unexpected failure, logged under the request id (params: requestId)
         *     - `import.noFile`: 422: no file was sent to import
         *     - `import.empty`: 422: the file has no data row
         *     - `import.tooLarge`: 413: the file or its rows exceed the import limits
         *     - `import.unreadable`: 422: the file is not a readable CSV or XLSX
         *     - `import.busy`: 503: the server is reading other files; try again (see `Retry-After`)
         *     - `import.missingColumns`: 422: the file lacks required columns (params: columns)
         *     - `export.tooMany`: 422: too many records for one file (params: matching, max)
         *     - `file.missing`: 422: no file was chosen for an upload (params: field)
         *     - `file.notImage`: 415: the upload is not a JPEG, PNG or WebP image
         *     - `file.notCertificate`: 415: the upload is not a PDF (without active content), JPEG or PNG file
         *     - `file.tooLarge`: 413: the uploaded file is too large (params: maxMb)
         *     - `file.notFound`: 404: the file (a photo) does not exist
         *     - `validation.failed`: 422: some fields are invalid; `fieldCodes` says which and why (params: field, the first)
         *     - `validation.required`: 422 field: required
         *     - `validation.type`: 422 field: the wrong type (params: types)
         *     - `validation.minLength`: 422 field: too short (params: limit)
         *     - `validation.maxLength`: 422 field: too long (params: limit)
         *     - `validation.min`: 422 field: below the minimum (params: limit)
         *     - `validation.max`: 422 field: above the maximum (params: limit)
         *     - `validation.minItems`: 422 field: too few items (params: limit)
         *     - `validation.maxItems`: 422 field: too many items (params: limit)
         *     - `validation.enum`: 422 field: not one of the allowed values (params: allowed, comma-separated)
         *     - `validation.format`: 422 field: wrong format (params: format, e.g. email, date)
         *     - `validation.unknownField`: 422 field: a field the operation does not know
         *     - `validation.duplicateItems`: 422 field: the same item twice
         *     - `validation.decimals`: 422 field: more than 3 decimals
         *     - `validation.positive`: 422 field: must be more than 0
         *     - `validation.invalid`: 422 field: any other invalid value
         *     - `date.afterToday`: 422 field: a date after today
         *     - `date.tooEarly`: 422 field: a date before the year 2000
         *     - `date.beforeStart`: 422 field: an end or expiry date before its start (params: start, when known)
         *     - `date.tooLate`: 422 field: an expiry more than ten years later
         *     - `validation.field`: 422: a rule refused this field; the message says which (now only a database check the server's own checks missed)
         *     - `conflict.rule`: 409: a rule of the domain refused the change; the message says which (kept for older clients: each rule now has its own code)
         *     - `server.maintenance`: 503: the server is restoring a backup; try again shortly (see `Retry-After`)
         *     - `backup.busy`: 409: another backup or restore is running in this server process
         *     - `backup.confirmation`: 422: the typed confirmation is not the word asked for
         *     - `backup.noFile`: 422: neither a file nor a kept backup's name, or both
         *     - `backup.foreign`: 422: the file is not a Pawon backup; nothing was restored
         *     - `backup.damaged`: 422: the file is damaged or cut off (a size or checksum differs); nothing was restored
         *     - `backup.newer`: 422: the file comes from a newer Pawon (format or schema); nothing was restored
         *     - `backup.older`: 422: the file comes from an older schema; restore it on that version, then upgrade
         *     - `backup.mismatch`: 422: the file names a table this Pawon does not have; nothing was restored
         *     - `order.valueTooLarge`: 422 field: the order's value is more than the server can hold
         *     - `product.inactive`: 422 field: the chosen product is inactive (params: name)
         *     - `standingOrder.schedule`: 422 field: a standing order takes weekdays or every N days, one of the two
         *     - `standingOrder.creditHold`: 409: a standing order's order was not made because its customer would be held for credit (params: reasons — limit and/or overdue, exposure, limit, overdueDays); it is tried again at the next run
         *     - `order.duplicateProduct`: 422 field: the same product twice in one pack (params: line, where it already is)
         *     - `order.deliveredLocked`: 409: a delivered order's packs, customer, date, packing or delivery cannot change (params: number, fields; each field's own in fieldCodes, params: field)
         *     - `order.deliveredUndeletable`: 409: a delivered order cannot be deleted (params: number)
         *     - `order.notDelivered`: 409: the order is not delivered, so its delivery cannot be undone (params: number)
         *     - `order.undeliverReason`: 422 field: undoing a delivery needs a reason
         *     - `order.hasReturns`: 409: the order has returns; delete them before undoing its delivery (params: number, count)
         *     - `return.notDelivered`: 409: a return is only for a delivered order (params: number)
         *     - `return.reasonRequired`: 422 field: a return needs a reason
         *     - `return.tooMany`: 409: the order has as many returns as allowed (params: number, max)
         *     - `return.foreignLine`: 422 field: the line is not part of the returned order
         *     - `return.tooMuch`: 422 field: more than what is left to return of a line (params: name, available, delivered, returned, unit)
         *     - `return.allReturned`: 422 field: the line was already returned in full (params: name)
         *     - `return.partlyFromStock`: 422 field: only part of the line took stock and can go back to it; the rest is waste (params: name, available, unit)
         *     - `return.notFromStock`: 422 field: the line took no stock, so nothing can go back to stock (params: name)
         *     - `return.stockUsed`: 409: the stock a return gave back has been used, so it cannot be deleted (params: name, bucket, batch, available, unit)
         *     - `production.duplicateMaterial`: 422 field: the same material twice in one run or recipe (params: line, where it already is)
         *     - `production.valueTooLarge`: 422 field: the run's value is more than the server can hold
         *     - `production.movedProduct`: 409: the run's batch has moved, so its product cannot change (params: moved, the first movement's date)
         *     - `production.movedDate`: 409: the run's date cannot be after its batch first moved (params: moved)
         *     - `production.soldExpiry`: 409: the expiry cannot be before the batch's last sale (params: lastSale)
         *     - `production.qtyBelowOut`: 409: the quantity cannot be less than what already left the batch (params: out, unit)
         *     - `production.soldUndeletable`: 409: a run whose batch was sold cannot be deleted (params: sold, unit)
         *     - `production.notPlanned`: 409: only a planned run can be started; this one is recorded already
         *     - `production.plannedLocked`: 409: a planned run is not edited: start it (with the qty and inputs made) or delete it
         *     - `production.noRecipe`: 422 field: a planned run started without inputs takes its product's recipe, and it has none (params: name)
         *     - `halal.uncertified`: 409: raw materials of the run have no valid halal certificate on its date; the action "Override Halal" may record it with a reason (params: names, count; `materials` lists them)
         *     - `halal.rawOnly`: 422 field: only raw materials carry a halal status
         *     - `halal.notCertified`: 409: a certificate's file is kept only for a material whose halal status is certified (params: name)
         *     - `halal.pdfTooLarge`: 422 field format: the register matches more rows than one PDF holds; filter it, or export XLSX/CSV (params: rows, limit)
         *     - `plan.duplicateProduct`: 422 field: the same product twice in one call (params: line, where it already is)
         *     - `plan.pastDate`: 422 field: runs are planned for today or later (params: today)
         *     - `batch.required`: 422 field: a count or waste needs a batch
         *     - `stock.expiryOnlyOpening`: 422 field: an expiry date is given only with opening stock
         *     - `stock.openingNoBatch`: 422 field: opening stock makes a new batch; no batch is chosen
         *     - `restock.totalTooLarge`: 422 field: the restock's total is more than the server can hold
         *     - `usage.recordedElsewhere`: 409: a usage recorded by a production run or an order changes only through it (params: by, source: production or order)
         *     - `lot.usedMaterial`: 409: a used lot's material cannot change (params: used, unit)
         *     - `lot.qtyBelowUsed`: 422 field: a lot's quantity cannot be less than what was used of it (params: used, unit)
         *     - `lot.dateAfterUse`: 422 field: a lot's date cannot be after its first use (params: firstUse)
         *     - `lot.usedUndeletable`: 409: a used lot cannot be deleted (params: name, date, used, unit)
         *     - `phone.invalid`: 422 field: not a phone number Pawon accepts (params: reason: characters, prefix, foreignLength, mobileLength or fixedLength)
         *     - `import.invalidMoney`: 422 field: an imported cell is not a rupiah amount (params: text)
         *     - `import.invalidNumber`: 422 field: an imported cell is not a number (params: text)
         *     - `import.invalidYesNo`: 422 field: an imported cell is neither Ya nor Tidak (params: text)
         *     - `import.unknownName`: 422 field: an imported cell names a record that does not exist (params: kind, `category` or `ongkir`; what, the kind in Indonesian; text)
         *     - `user.lastSuperAdmin`: 409: the last active Super Admin cannot be deactivated, deleted or taken out of the group
         *     - `user.deactivateSelf`: 409: a user cannot deactivate their own account
         *     - `user.deleteSelf`: 409: a user cannot delete their own account
         *     - `group.duplicateMenu`: 422 field: the same menu twice in a group
         *     - `group.lastSuperAdmin`: 409: the change would leave no active Super Admin
         *     - `group.superAdminName`: 422 field: the Super Admin group's name cannot change
         *     - `group.superAdminUndeletable`: 409: the Super Admin group cannot be deleted
         *     - `group.superAdminMenus`: 409: the Super Admin group always has every menu with every right
         *     - `material.unitLocked`: 409: a material's unit cannot change once it has restocks or recipes (params: name, unit)
         *     - `material.packInUse`: 409: packaging used as a pack in orders stays a pack (params: name, count)
         *     - `trace.oneStart`: 422 field: a trace starts from exactly one of a lot, a batch or an order
         *     - `report.yearRequired`: 422 field: a month needs its year
         *     - `bulk.ordersOrFilter`: 422 field: a bulk change takes either a list of orders or a filter, not both or neither
         *     - `bulk.tooMany`: 422 field: the filter matches more orders than one bulk change takes (params: matching, max)
         *     - `payment.reversed`: 409: the payment was reversed already (params: id)
         *     - `payment.overBalance`: 422 field allocations.N.amount: more than the order's balance (params: number, balance)
         *     - `payment.overAmount`: 422 field allocations: the allocations add up to more than the amount (params: allocated, amount)
         *     - `payment.orderNotOpen`: 422 field allocations.N.orderId: not an order of this customer with a balance open (params: number)
         *     - `payment.duplicateOrder`: 422 field allocations.N.orderId: the same order twice (params: line)
         *     - `statement.tooLong`: 422 field to: the statement's period has more moves than one statement holds (params: max)
         *     - `bank.mappingColumn`: 422 field mapping.X: the file has no column headed so under its header row (params: column)
         *     - `bank.mappingAmount`: 422 field mapping.amount: a mapping needs an amount column or a credit column
         *     - `bank.noLines`: 422 field file: no line with a date and an amount under the header row
         *     - `bank.noTarget`: 422 field lines.N.customerId: a line to record needs its orders or its customer
         *     - `bank.orderCustomer`: 422 field lines.N.orderIds: a line's orders are all of one customer, the one given (params: number)
         *     - `order.creditHold`: 409 field packing or delivery: the order is held for credit until released (params: number)
         *     - `purchase.state`: 409: the purchase order's state does not allow this (params: number, state, action — update, send, cancel or receive)
         *     - `purchase.overReceipt`: 409 field lines.N.qty: more than 10 % over the line's ordered quantity; send `confirmOverReceipt` to accept it (params: name, unit, ordered, received, qty, max)
         *     - `purchase.lineNotFound`: 422 field lines.N.lineId: not a line of this purchase order (params: line)
         *     - `purchase.lotLocked`: 409: the lot came from a purchase order's receipt (and its bill); it changes only there (params: number)
         *     - `vendorPayment.reversed`: 409: the payment to the vendor was reversed already (params: id)
         *     - `order.notHeld`: 409: the order is not held for credit (params: number)
         *     - `recall.oneTarget`: 422 field batchId: a recall names exactly one of a batch and a lot
         *     - `recall.already`: 409: the batch or lot is recalled already (params: kind — batch or lot, id, at)
         *     - `storage.held`: 409: the lot or batch is on a quality hold; it cannot be moved until "Rilis QC" releases it (params: name)
         *     - `storage.recalled`: 409: the lot or batch is recalled (ditarik) (params: name)
         *     - `storage.sameLocation`: 422 field toLocationId: the stock is in that location already
         *     - `storage.inactiveLocation`: 422 field: the location is not active (params: name)
         *     - `storage.nothingToMove`: 409: the lot or bucket holds nothing to move
         *     - `storage.decided`: 409: the held item was decided already (params: decision)
         *     - `storage.readingDuplicate`: 409 field at: the location has a reading at that moment already
         *     - `storage.readingFuture`: 422 field at: a reading cannot be later than now
         *     - `storage.readingColumns`: 422 field file: a logger's file lacks its columns (time, temperature; location optional) (params: columns)
         *     - `storage.tempRange`: 422 field maxTemp: the maximum temperature is below the minimum
         *     - `storage.bucketRequired`: 422 field bucket: moving a batch needs its bucket (fresh or frozen)
         *     - `storage.importLocation`: 422 field: a row's location is missing or not found (params: name)
         *     - `order.paymentsRecorded`: 409 field payment: the order has payments; reverse them in Pembayaran to mark it unpaid (params: number, paid)
         *     - `profile.qrisInvalid`: 422 field qrisPayload: not a QRIS payload (params: rule)
         *     - `order.noStatus`: 422 field: marking an order's status needs at least one of payment, packing or delivery
         *     - `idempotency.badKey`: 422 field Idempotency-Key: the key is not 8–100 letters, digits, - or _
         *     - `idempotency.keyReused`: 422 field Idempotency-Key: the key was sent before with another operation or body
         *     - `menu.headerNoParent`: 422 field: a header has no parent
         *     - `menu.parentRequired`: 422 field: a parent, submenu or action needs a parent (params: level)
         *     - `menu.wrongParent`: 422 field: the parent does not fit the level: a parent's is a header, a submenu's a parent, an action's a screen (params: level)
         *     - `menu.selfParent`: 422 field: a menu cannot be its own parent
         *     - `menu.headerNoUrl`: 422 field: a header has no URL
         *     - `menu.urlRequired`: 422 field: a submenu or an action needs a URL (params: level)
         *     - `menu.actionNoIcon`: 422 field: an action is not in the sidebar and has no icon
         *     - `menu.levelLocked`: 422 field: the level of a menu with children cannot change
         *     - `menu.administrationUndeletable`: 409: the administration menus cannot be deleted (params: names)
         *     - `menu.administrationLocked`: 409: an administration menu's URL, level and parent cannot change
         *     - `region.unknownCode`: 422 field: no province or regency has this code (params: level, province or regency; code)
         *     - `region.unknown`: 422 field: an unknown region code in an address (params: level, province, regency or district)
         *     - `region.parentRequired`: 422 field: a regency needs its province, a district its regency (params: level, regency or district)
         *     - `region.outside`: 422 field: a regency outside the chosen province, a district outside the chosen regency (params: level)
         *     - `region.parentFirst`: 422 field: an imported region whose region above is missing (params: level)
         *     - `region.codeOutside`: 422 field: an imported region code not in the region above (params: level, code)
         *     - `region.ambiguous`: 422 field: an imported region name matches several regions (params: text, names)
         *     - `region.unknownName`: 422 field: an imported region name that does not exist there (params: level, text)
         * @enum {string}
         */
        ErrorCode: "request.unreadable" | "request.unsupportedType" | "request.tooLarge" | "request.invalid" | "request.badCharacters" | "request.numberOutOfRange" | "route.notFound" | "auth.required" | "auth.expired" | "auth.wrongCredentials" | "auth.tooManyAttempts" | "auth.wrongPassword" | "right.missing" | "right.superAdminOnly" | "right.denied" | "token.notAllowed" | "token.rateLimited" | "token.ipRange" | "token.expiryPast" | "webhook.urlRefused" | "webhook.inactive" | "record.notFound" | "record.inUse" | "record.busy" | "reference.notFound" | "version.stale" | "name.duplicate" | "stock.short" | "server.busy" | "server.unavailable" | "server.error" | "import.noFile" | "import.empty" | "import.tooLarge" | "import.unreadable" | "import.busy" | "import.missingColumns" | "export.tooMany" | "file.missing" | "file.notImage" | "file.notCertificate" | "file.tooLarge" | "file.notFound" | "validation.failed" | "validation.required" | "validation.type" | "validation.minLength" | "validation.maxLength" | "validation.min" | "validation.max" | "validation.minItems" | "validation.maxItems" | "validation.enum" | "validation.format" | "validation.unknownField" | "validation.duplicateItems" | "validation.decimals" | "validation.positive" | "validation.invalid" | "date.afterToday" | "date.tooEarly" | "date.beforeStart" | "date.tooLate" | "standingOrder.schedule" | "standingOrder.creditHold" | "validation.field" | "conflict.rule" | "server.maintenance" | "backup.busy" | "backup.confirmation" | "backup.noFile" | "backup.foreign" | "backup.damaged" | "backup.newer" | "backup.older" | "backup.mismatch" | "order.valueTooLarge" | "product.inactive" | "order.duplicateProduct" | "order.deliveredLocked" | "order.deliveredUndeletable" | "order.notDelivered" | "order.undeliverReason" | "order.hasReturns" | "return.notDelivered" | "return.reasonRequired" | "return.tooMany" | "return.foreignLine" | "return.tooMuch" | "return.allReturned" | "return.partlyFromStock" | "return.notFromStock" | "return.stockUsed" | "production.duplicateMaterial" | "production.valueTooLarge" | "production.movedProduct" | "production.movedDate" | "production.soldExpiry" | "production.qtyBelowOut" | "production.soldUndeletable" | "production.notPlanned" | "production.plannedLocked" | "production.noRecipe" | "halal.uncertified" | "halal.rawOnly" | "halal.notCertified" | "halal.pdfTooLarge" | "plan.duplicateProduct" | "plan.pastDate" | "batch.required" | "stock.expiryOnlyOpening" | "stock.openingNoBatch" | "restock.totalTooLarge" | "usage.recordedElsewhere" | "lot.usedMaterial" | "lot.qtyBelowUsed" | "lot.dateAfterUse" | "lot.usedUndeletable" | "phone.invalid" | "import.invalidMoney" | "import.invalidNumber" | "import.invalidYesNo" | "import.unknownName" | "user.lastSuperAdmin" | "user.deactivateSelf" | "user.deleteSelf" | "group.duplicateMenu" | "group.lastSuperAdmin" | "group.superAdminName" | "group.superAdminUndeletable" | "group.superAdminMenus" | "material.unitLocked" | "material.packInUse" | "trace.oneStart" | "report.yearRequired" | "bulk.ordersOrFilter" | "bulk.tooMany" | "payment.reversed" | "payment.overBalance" | "payment.overAmount" | "payment.orderNotOpen" | "payment.duplicateOrder" | "statement.tooLong" | "bank.mappingColumn" | "bank.mappingAmount" | "bank.noLines" | "bank.noTarget" | "bank.orderCustomer" | "order.creditHold" | "order.notHeld" | "recall.oneTarget" | "recall.already" | "storage.held" | "storage.recalled" | "storage.sameLocation" | "storage.inactiveLocation" | "storage.nothingToMove" | "storage.decided" | "storage.readingDuplicate" | "storage.readingFuture" | "storage.readingColumns" | "storage.tempRange" | "storage.bucketRequired" | "storage.importLocation" | "order.paymentsRecorded" | "profile.qrisInvalid" | "order.noStatus" | "idempotency.badKey" | "idempotency.keyReused" | "menu.headerNoParent" | "menu.parentRequired" | "menu.wrongParent" | "menu.selfParent" | "menu.headerNoUrl" | "menu.urlRequired" | "menu.actionNoIcon" | "menu.levelLocked" | "menu.administrationUndeletable" | "menu.administrationLocked" | "region.unknownCode" | "region.unknown" | "region.parentRequired" | "region.outside" | "region.parentFirst" | "region.codeOutside" | "region.ambiguous" | "region.unknownName" | "purchase.state" | "purchase.overReceipt" | "purchase.lineNotFound" | "purchase.lotLocked" | "vendorPayment.reversed";
        /** @description The values an error's code speaks of (`available`, `unit`, `limit`, `field`, `changedBy`…). `rule`, when present, names the case of the code (`date.beforeStart` with `rule: period`): a client's text for the code is the error catalogue's `error.<code>.<rule>` (`@pawon/api-client/errors/<locale>.json`), else the code's. */
        ErrorParams: {
            [key: string]: components["schemas"]["ErrorParam"];
        };
        ErrorParam: string | number | null;
        FieldCode: {
            code: components["schemas"]["ErrorCode"];
            params?: components["schemas"]["ErrorParams"];
        };
        /** @description With a stale `version` (409): the record as it is now, and who changed it last and when, so that a client can show what differs and re-apply its change on the current version. */
        VersionConflict: {
            /** Format: int32 */
            version: number;
            /** Format: date-time */
            changedAt: string | null;
            /** @description The name of who changed it last */
            changedBy: string | null;
            /** @description The record as the list shows it */
            record: {
                [key: string]: unknown;
            };
        };
        Success: {
            /** @enum {string} */
            status: "success";
            message?: components["schemas"]["Message"];
        };
        MessageResponse: components["schemas"]["Success"] & unknown;
        IdRequest: {
            id: components["schemas"]["Id"];
        };
        DeletedResponse: components["schemas"]["Success"] & {
            id: components["schemas"]["Id"];
        };
        DeletedManyResponse: components["schemas"]["DeletedResponse"] & {
            ids: components["schemas"]["Id"][];
        };
        /**
         * Format: int32
         * @default 1
         */
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
        /** @description What every paged list takes; a resource adds its `sortBy` (an enum of its sortable columns) and filters. */
        ListRequest: {
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
            search?: components["schemas"]["Search"];
            sortDir?: components["schemas"]["SortDir"];
        };
        /** @description What every page of a list answers besides its rows (`datas`) */
        PageMeta: components["schemas"]["Success"] & {
            total: components["schemas"]["Count"];
            page: components["schemas"]["Page"];
            /** Format: int32 */
            perPage: number;
        };
        LoginRequest: {
            /** @description Email or name */
            login: string;
            password: string;
        };
        LoginResponse: components["schemas"]["MeResponse"] & {
            token: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        RegisterRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            password: components["schemas"]["NewPassword"];
        };
        MeResponse: components["schemas"]["Success"] & {
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
        /**
         * @description `header` → `parent` → `submenu` build the sidebar; an `action` is a right of its own on a screen (its parent,
         *     a parent or submenu with a url), granted like a menu but never shown in the sidebar, e.g. "Batalkan Pengiriman"
         *     (`/transaction/undeliver`) under Data Transaksi.
         * @enum {string}
         */
        MenuLevel: "header" | "parent" | "submenu" | "action";
        MenuName: string;
        /** @description The menu's name in English, shown to users who read English; null (or absent) shows `name`. */
        MenuNameEn: string | null;
        /** @description An app path such as `/items/produk`; null for headers and groups. */
        MenuUrl: string | null;
        /** @description A Boxicons name such as `bx-package`. */
        IconName: string | null;
        /** Format: int32 */
        SortOrder: number;
        Menu: components["schemas"]["Stamped"] & {
            name: components["schemas"]["MenuName"];
            nameEn?: components["schemas"]["MenuNameEn"];
            url: components["schemas"]["MenuUrl"];
            icon: components["schemas"]["IconName"];
            level: components["schemas"]["MenuLevel"];
            parentId: components["schemas"]["Id"] | null;
            parentName: string | null;
            sortOrder: components["schemas"]["SortOrder"];
            /**
             * Format: int32
             * @description 0 for headers, 1 for parents, 2 for submenus, 2 or 3 for an action (one more than its screen)
             */
            depth?: number;
        };
        MenuInput: {
            name: components["schemas"]["MenuName"];
            nameEn?: components["schemas"]["MenuNameEn"];
            url?: components["schemas"]["MenuUrl"];
            icon?: components["schemas"]["IconName"];
            level: components["schemas"]["MenuLevel"];
            parentId?: components["schemas"]["Id"] | null;
            /** @default 0 */
            sortOrder?: components["schemas"]["SortOrder"];
        };
        MenuUpdate: components["schemas"]["MenuInput"] & components["schemas"]["IdVersion"];
        MenuResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Menu"];
        };
        MenuListResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Menu"][];
            total: components["schemas"]["Count"];
        };
        /** @description A menu in a user's tree (a submenu has nothing more); actions are rights, never in the tree */
        MenuSubmenu: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["MenuName"];
            nameEn?: components["schemas"]["MenuNameEn"];
            url: components["schemas"]["MenuUrl"];
            icon: components["schemas"]["IconName"];
            /** @enum {string} */
            level: "header" | "parent" | "submenu";
        };
        MenuParent: components["schemas"]["MenuSubmenu"] & {
            submenu: components["schemas"]["MenuSubmenu"][];
        };
        MenuHeader: components["schemas"]["MenuSubmenu"] & {
            items: components["schemas"]["MenuParent"][];
        };
        MenuTreeResponse: components["schemas"]["Success"] & {
            menus: components["schemas"]["MenuHeader"][];
        };
        GroupName: string;
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
            name: components["schemas"]["MenuName"];
            url: components["schemas"]["MenuUrl"];
            view: boolean;
            create: boolean;
            update: boolean;
            delete: boolean;
        };
        UserRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
        };
        Group: components["schemas"]["Stamped"] & {
            name: components["schemas"]["GroupName"];
            description: components["schemas"]["Description"];
            menus: components["schemas"]["GroupMenu"][];
            users: components["schemas"]["UserRef"][];
            userCount: components["schemas"]["Count"];
        };
        GroupListRequest: components["schemas"]["ListRequest"] & {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "userCount" | "updatedAt";
        };
        GroupPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Group"][];
        };
        GroupInput: {
            name: components["schemas"]["GroupName"];
            description?: components["schemas"]["Description"];
            /** @description The menus and their rights; none when left out */
            menus?: components["schemas"]["GroupMenuRight"][];
            /** @description The members; none when left out */
            userIds?: components["schemas"]["Id"][];
        };
        /**
         * @description Replaces name and description, and menus and members only when they are sent: a field left out keeps
         *     what the group has (send `[]` to empty it).
         */
        GroupUpdate: components["schemas"]["GroupInput"] & components["schemas"]["IdVersion"];
        GroupResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Group"];
        };
        PersonName: string;
        /** Format: email */
        Email: string;
        Phone: string | null;
        NewPassword: string;
        /** @description URL of the photo (under /api/files/photos/) */
        PhotoUrl: string | null;
        PositionRef: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["PositionCode"];
            name: components["schemas"]["PositionName"];
        };
        GroupRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["GroupName"];
        };
        User: components["schemas"]["Stamped"] & {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            photo: components["schemas"]["PhotoUrl"];
            active: boolean;
            position: components["schemas"]["PositionRef"] | null;
            groups: components["schemas"]["GroupRef"][];
        };
        UserResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["User"];
        };
        UserListRequest: components["schemas"]["ListRequest"] & {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "email" | "position" | "active" | "createdAt";
            active?: boolean;
            positionId?: components["schemas"]["Id"];
        };
        UserPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["User"][];
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
         * @description Updating oneself without User Management changes only name, email and phone (and may remove one's
         *     own photo); the other fields are then ignored. A user's password changes through `newPass`, not here.
         */
        UserUpdate: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            /** @description true removes the saved profile photo (a new one is sent to /api/userApp/upload/) */
            removePhoto?: boolean;
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
        PositionCode: string;
        PositionName: string;
        Position: components["schemas"]["Stamped"] & {
            code: components["schemas"]["PositionCode"];
            name: components["schemas"]["PositionName"];
            description: components["schemas"]["Description"];
            userCount: components["schemas"]["Count"];
        };
        PositionInput: {
            code: components["schemas"]["PositionCode"];
            name: components["schemas"]["PositionName"];
            description?: components["schemas"]["Description"];
        };
        PositionUpdate: components["schemas"]["PositionInput"] & components["schemas"]["IdVersion"];
        PositionListRequest: components["schemas"]["ListRequest"] & {
            /**
             * @default code
             * @enum {string}
             */
            sortBy?: "code" | "name" | "userCount";
        };
        PositionPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Position"][];
        };
        PositionResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Position"];
        };
        PositionOptionsResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["PositionRef"][];
        };
        /**
         * Format: int64
         * @description Integer rupiah
         */
        Money: number;
        /**
         * Format: double
         * @description An amount in its unit, up to 3 decimals (`2.5` kg)
         */
        Quantity: number;
        /** @enum {string} */
        Unit: "pcs" | "kg" | "gram" | "liter" | "ml" | "box" | "dus" | "pack" | "sak";
        Name: string;
        Address: string | null;
        /** @description URL of the stored image, or null */
        ImageUrl: string | null;
        NamedRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
        };
        /** @description A list's search and sort, and the file format; a resource adds its sortBy and filters. */
        ExportRequest: {
            /**
             * @default xlsx
             * @enum {string}
             */
            format?: "xlsx" | "csv";
            separator?: components["schemas"]["CsvSeparator"];
            search?: components["schemas"]["Search"];
            sortDir?: components["schemas"]["SortDir"];
        };
        ImageUpload: {
            id: components["schemas"]["Id"];
            /** Format: binary */
            image: Blob;
        };
        ImportRequest: {
            /**
             * Format: binary
             * @description A CSV or XLSX file shaped like the template (at most 2 MB)
             */
            file: Blob;
            /**
             * @description Check every row and answer what would happen, writing nothing
             * @default true
             */
            dryRun?: boolean;
        };
        ImportRow: {
            /**
             * Format: int32
             * @description The row number in the file (1 is the header)
             */
            row: number;
            /** @enum {string} */
            action: "add" | "update" | "error";
            /** @description What the row was matched by (a code or a phone) */
            key?: string | null;
            name?: string | null;
            errors?: {
                [key: string]: components["schemas"]["Message"][];
            };
        };
        ImportResponse: components["schemas"]["Success"] & {
            dryRun: boolean;
            /** @description The rows were written (not a dry run, and no row had an error) */
            applied: boolean;
            added: components["schemas"]["Count"];
            updated: components["schemas"]["Count"];
            failed: components["schemas"]["Count"];
            rows: components["schemas"]["ImportRow"][];
        };
        BusinessProfile: components["schemas"]["Stamped"] & {
            standingOrderLeadDays: components["schemas"]["StandingOrderLeadDays"];
            standingOrderTime: components["schemas"]["StandingOrderTime"];
            halalRequired?: components["schemas"]["HalalRequired"];
            temperatureCheckTimes?: components["schemas"]["TemperatureCheckTimes"];
            temperatureGapHours?: components["schemas"]["TemperatureGapHours"];
            /** @description A new customer's term when none is given */
            defaultPaymentTermDays: components["schemas"]["PaymentTermDays"];
            creditHoldOverdueDays: components["schemas"]["CreditHoldOverdueDays"];
            qrisPayload: components["schemas"]["QrisPayload"];
            name: components["schemas"]["Name"];
            address: components["schemas"]["Address"];
            phone: components["schemas"]["Phone"];
            logo: components["schemas"]["ImageUrl"];
            logoThumb: components["schemas"]["ImageUrl"];
            paymentInfo: components["schemas"]["PaymentInfo"];
            invoiceFooter: components["schemas"]["InvoiceFooter"];
        };
        /** @description The business holds a halal certificate (SJPH): a production run whose raw materials include one without a valid halal certificate on its date is refused (409 `halal.uncertified`) unless overridden (decision 057) */
        HalalRequired: boolean;
        /** @description How to pay, printed on invoices and receipts: bank account(s) or the QRIS merchant text */
        PaymentInfo: string | null;
        /**
         * Format: int32
         * @description How many days ahead standing orders' orders are made (1 = tomorrow's, made today)
         */
        StandingOrderLeadDays: number;
        /** @description When the storage temperatures are checked each day (HH:MM, business time zone, comma-separated, up to 6); the app suggests a reading then */
        TemperatureCheckTimes: string;
        /**
         * Format: int32
         * @description A location with readings going longer than this many hours without one puts its stock on hold
         */
        TemperatureGapHours: number;
        /** @description The time of day (HH:MM, business time zone) standing orders are made every day */
        StandingOrderTime: string;
        /**
         * Format: int32
         * @description A new order is held for credit when its customer has an order overdue by more than this many days
         */
        CreditHoldOverdueDays: number;
        /** @description The text behind the business's printed static QRIS (EMVCo merchant-presented); invoices show a dynamic QRIS of the balance made from it */
        QrisPayload: string | null;
        /** @description The closing line of every invoice and receipt */
        InvoiceFooter: string | null;
        BusinessProfileInput: {
            name: components["schemas"]["Name"];
            address?: components["schemas"]["Address"];
            phone?: components["schemas"]["Phone"];
            paymentInfo?: components["schemas"]["PaymentInfo"];
            invoiceFooter?: components["schemas"]["InvoiceFooter"];
            defaultPaymentTermDays?: components["schemas"]["PaymentTermDays"];
            creditHoldOverdueDays?: components["schemas"]["CreditHoldOverdueDays"];
            qrisPayload?: components["schemas"]["QrisPayload"];
            standingOrderLeadDays?: components["schemas"]["StandingOrderLeadDays"];
            standingOrderTime?: components["schemas"]["StandingOrderTime"];
            /** @description Left out: unchanged (off for a new business) */
            halalRequired?: components["schemas"]["HalalRequired"];
            temperatureCheckTimes?: components["schemas"]["TemperatureCheckTimes"];
            temperatureGapHours?: components["schemas"]["TemperatureGapHours"];
            /** @description Remove the logo (its file too) */
            removeLogo?: boolean;
        };
        BusinessProfileUpdate: components["schemas"]["BusinessProfileInput"] & {
            version: components["schemas"]["Version"];
        };
        BusinessProfileResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["BusinessProfile"];
        };
        LogoUpload: {
            /** Format: binary */
            logo: Blob;
        };
        /**
         * Format: uuid
         * @description A session's opaque id (random, not its token; the token is never answered again after sign-in)
         */
        SessionId: string;
        /** @description What the session's user agent says of the device; null where it says nothing */
        SessionDevice: {
            /** @enum {string} */
            kind: "desktop" | "mobile" | "tablet" | "other";
            /** @description Name and major version, e.g. Chrome 131 */
            browser: string | null;
            /** @description e.g. Android 14, Windows 10 */
            os: string | null;
            /** @description A phone or tablet: its maker and model */
            model: string | null;
        };
        Session: {
            id: components["schemas"]["SessionId"];
            /** @description The session this request was made with */
            current: boolean;
            device: components["schemas"]["SessionDevice"];
            /** @description The user agent as the browser sent it at sign-in */
            userAgent: string | null;
            /** @description The address it signed in from */
            ip: string | null;
            /** @description When it signed in */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Its last use (written at most once a minute) */
            lastSeenAt: components["schemas"]["Timestamp"];
            /** @description When it ends unless used (3 hours idle */
            expiresAt: components["schemas"]["Timestamp"];
        };
        SessionListRequest: {
            /** @description Another user's sessions (User Management); the caller's by default */
            userId?: components["schemas"]["Id"];
        };
        IntegrationTokenName: string;
        /** @description An IPv4 or IPv6 address, or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`) */
        IpRange: string;
        /** @description A menu and the rights on it (view is implied), as an authorization group grants them */
        IntegrationTokenScope: {
            menuId: components["schemas"]["Id"];
            /** @default false */
            create?: boolean;
            /** @default false */
            update?: boolean;
            /** @default false */
            delete?: boolean;
        };
        IntegrationTokenInput: {
            name: components["schemas"]["IntegrationTokenName"];
            scopes: components["schemas"]["IntegrationTokenScope"][];
            /**
             * Format: date
             * @description The last day it works (through its end, business time zone); null or absent never expires
             */
            expiresOn?: string | null;
            /** @description Addresses it may be used from; empty or absent, any */
            ipRanges?: components["schemas"]["IpRange"][];
        };
        IntegrationToken: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["IntegrationTokenName"];
            /** @description The token's first characters (`pwn_ab12cd`), to tell tokens apart */
            prefix: string;
            scopes: components["schemas"]["GroupMenu"][];
            /** Format: date */
            expiresOn: string | null;
            ipRanges: components["schemas"]["IpRange"][];
            createdAt: components["schemas"]["Timestamp"];
            createdBy: components["schemas"]["UserRef"] | null;
            /** @description Last use, to the minute (written at most once a minute) */
            lastUsedAt: components["schemas"]["Timestamp"] | null;
            revokedAt: components["schemas"]["Timestamp"] | null;
            /** @enum {string} */
            state: "active" | "expired" | "revoked";
        };
        IntegrationTokenListRequest: components["schemas"]["ListRequest"] & {
            /**
             * @default createdAt
             * @enum {string}
             */
            sortBy?: "createdAt" | "name" | "lastUsedAt";
        };
        IntegrationTokenPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["IntegrationToken"][];
        };
        IntegrationTokenCreated: components["schemas"]["Success"] & {
            datas: components["schemas"]["IntegrationToken"];
            /** @description The token (`pwn_` and 43 characters), shown this once */
            token: string;
        };
        /**
         * @description What happened. `order.created`, `order.updated` (any change saved through the order form or its packs),
         *     `order.status_changed` (packing, delivery or payment status), `order.deleted`; `return.created` (a return
         *     recorded on a delivered order); `customer.created`; `stock.below_minimum` (a material's or a product's stock
         *     crossed below its minimum: once per crossing, again only after it was back at or above it);
         *     `lot.expiring` (a material lot or a product batch with stock left reaches 7 days before its expiry: once per
         *     lot or batch, from the daily check); `production.recorded` (a production run saved as made); `payment.received` (money from a customer
         *     recorded).
         * @enum {string}
         */
        WebhookEventType: "order.created" | "order.updated" | "order.status_changed" | "order.deleted" | "return.created" | "customer.created" | "stock.below_minimum" | "lot.expiring" | "production.recorded" | "payment.received";
        /**
         * @description A subscribed event type, or `webhook.test` (sent by "Kirim uji", to one webhook, never subscribed)
         * @enum {string}
         */
        WebhookDeliveryEventType: "order.created" | "order.updated" | "order.status_changed" | "order.deleted" | "return.created" | "customer.created" | "stock.below_minimum" | "lot.expiring" | "production.recorded" | "payment.received" | "webhook.test";
        /** @description Where events are POSTed; https (http only to a private address when the server allows it) */
        WebhookUrl: string;
        WebhookInput: {
            url: components["schemas"]["WebhookUrl"];
            description?: string | null;
            events: components["schemas"]["WebhookEventType"][];
            /**
             * @description Whether events are queued for it; false pauses it
             * @default true
             */
            active?: boolean;
        };
        WebhookUpdate: components["schemas"]["WebhookInput"] & components["schemas"]["IdVersion"];
        /**
         * @description `pending`: queued, not attempted yet (or queued again); `delivered`: answered 2xx; `failed`: the last attempt
         *     failed and another is scheduled (`nextAttemptAt`); `abandoned`: retries ended 24 hours after the event (or the
         *     one attempt of a test failed).
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed" | "abandoned";
        WebhookLastDelivery: {
            at: components["schemas"]["Timestamp"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** Format: int32 */
            responseCode: number | null;
        };
        Webhook: {
            id: components["schemas"]["Id"];
            url: components["schemas"]["WebhookUrl"];
            description: string | null;
            events: components["schemas"]["WebhookEventType"][];
            /** @description Whether it is on: false when a person paused it or Pawon disabled it */
            active: boolean;
            /**
             * @description `active`; `paused`: turned off by a person; `disabled`: turned off by Pawon after its deliveries failed for 3 days
             * @enum {string}
             */
            state: "active" | "paused" | "disabled";
            /** @description When Pawon disabled it */
            disabledAt: components["schemas"]["Timestamp"] | null;
            /** @description Why Pawon disabled it (Indonesian) */
            disabledReason: string | null;
            /** @description The first failed attempt since its last delivered one; null while it delivers */
            failingSince: components["schemas"]["Timestamp"] | null;
            /** @description The secret's first characters (`whsec_AbC1`), to tell secrets apart */
            secretPrefix: string;
            /** @description Its most recent attempt */
            lastDelivery: components["schemas"]["WebhookLastDelivery"] | null;
            createdAt: components["schemas"]["Timestamp"];
            createdBy: components["schemas"]["UserRef"] | null;
            updatedAt: components["schemas"]["Timestamp"];
            version: components["schemas"]["Version"];
        };
        WebhookListRequest: components["schemas"]["ListRequest"] & {
            /**
             * @default createdAt
             * @enum {string}
             */
            sortBy?: "createdAt" | "url";
        };
        WebhookPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Webhook"][];
        };
        WebhookResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Webhook"];
        };
        WebhookCreated: components["schemas"]["Success"] & {
            datas: components["schemas"]["Webhook"];
            /** @description The signing secret, `whsec_` and the base64 of 32 random bytes, shown this once (and at each rotation); verify with the base64-decoded bytes after `whsec_` */
            secret: string;
        };
        WebhookDelivery: {
            id: components["schemas"]["Id"];
            webhookId: components["schemas"]["Id"];
            /** @description The event's id, sent as `webhook-id` (`msg_…`): the same on every attempt and resend */
            eventId: string;
            eventType: components["schemas"]["WebhookDeliveryEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** Format: int32 */
            attempts: number;
            createdAt: components["schemas"]["Timestamp"];
            lastAttemptAt: components["schemas"]["Timestamp"] | null;
            /** @description When it is attempted next (pending or failed); null once delivered or abandoned */
            nextAttemptAt: components["schemas"]["Timestamp"] | null;
            /**
             * Format: int32
             * @description The HTTP status of the last attempt; null when none came
             */
            responseCode: number | null;
            /** @description The first 1,024 characters of the last answer's body */
            responseBody: string | null;
            /** @description Why the last attempt got no answer (Indonesian): a network failure, a timeout, a refused address */
            error: string | null;
            /**
             * Format: int32
             * @description How long the last attempt took
             */
            durationMs: number | null;
        };
        WebhookDeliveryListRequest: components["schemas"]["ListRequest"] & {
            webhookId: components["schemas"]["Id"];
            status?: components["schemas"]["WebhookDeliveryStatus"];
        };
        WebhookDeliveryPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["WebhookDelivery"][];
        };
        WebhookDeliveryResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["WebhookDelivery"];
        };
        /**
         * @description The body of every webhook request (`content-type: application/json`), signed as Standard Webhooks say: verify
         *     `webhook-signature` before trusting it, and dedupe by `webhook-id` (a resend or a retry after a lost answer
         *     sends the same id again). Events of one record (one order, one customer…) arrive in the order they happened;
         *     events of different records may interleave. `data` by `type`:
         *     - `order.created`, `order.updated`: the order as `transactionShow` answers it (`Transaction`)
         *     - `order.status_changed`: `{ order: Transaction, changes: [{ field: packing|delivery|payment, from, to }] }`
         *     - `order.deleted`: `{ id, number }`
         *     - `return.created`: the return as `TransactionReturn` (ordered with its order's events)
         *     - `customer.created`: `{ id, name, phone, category, createdAt }`
         *     - `stock.below_minimum`: `{ kind: material|product, id, name, unit, stock, minimum }`
         *     - `lot.expiring`: a material lot `{ kind: material, lotId, materialId, materialName, unit, remaining, expiryDate, daysLeft }` or a product batch `{ kind: product, batchId, productId, productName, unit, remaining, expiryDate, daysLeft }`
         *     - `production.recorded`: `{ id, productId, productName, date, qty, unit, batchId, expiryDate }` (no cost)
         *     - `payment.received`: the payment as `Payment` (its allocations to orders included); an order saved as paid on the spot makes one too
         *     - `webhook.test`: `{ webhookId, message }`
         */
        WebhookEventPayload: {
            type: components["schemas"]["WebhookDeliveryEventType"];
            /** @description When the event happened (ISO 8601, UTC) */
            timestamp: components["schemas"]["Timestamp"];
            /** @description What happened, by `type` (above) */
            data: Record<string, never>;
        };
        SessionListResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Session"][];
        };
        SessionEndRequest: {
            id: components["schemas"]["SessionId"];
        };
        SessionEndResponse: components["schemas"]["MessageResponse"] & {
            id: components["schemas"]["SessionId"];
        };
        SessionEndOthersRequest: {
            /** @description Another user */
            userId?: components["schemas"]["Id"];
        };
        SessionEndOthersResponse: components["schemas"]["MessageResponse"] & {
            /** @description How many sessions ended */
            count: components["schemas"]["Count"];
        };
        /** @description A kept backup's file name (`pawon-<date>-<time>[-<tag>].tar.gz`) */
        BackupName: string;
        BackupFile: {
            name: components["schemas"]["BackupName"];
            /** Format: int64 */
            bytes: number;
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description Made from the screen, by the daily schedule, or put in the folder otherwise (`pnpm backup`)
             * @enum {string}
             */
            origin: "manual" | "automatic" | "other";
            /** @description The name of who made it from the screen */
            madeBy: string | null;
        };
        /** @description The daily automatic backup (PAWON_BACKUP_TIME, PAWON_BACKUP_KEEP) and the upload limit of a restore */
        BackupSchedule: {
            enabled: boolean;
            /** @description Its time of day (HH:MM, the business time zone) */
            time: string | null;
            /**
             * Format: int32
             * @description How many automatic backups are kept (the oldest go)
             */
            keep: number;
            /**
             * Format: date-time
             * @description When this server process makes the next one
             */
            next: string | null;
            /** Format: int64 */
            maxUploadBytes: number;
        };
        BackupListResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["BackupFile"][];
            schedule: components["schemas"]["BackupSchedule"];
        };
        BackupResponse: components["schemas"]["MessageResponse"] & {
            datas: components["schemas"]["BackupFile"];
        };
        BackupDeletedResponse: components["schemas"]["MessageResponse"] & {
            name: components["schemas"]["BackupName"];
        };
        /** @description A backup file to upload, or the name of a kept one (exactly one of them), and the typed confirmation */
        BackupRestoreUpload: {
            /** @description The word PULIHKAN as the user typed it (anything else is 422 `backup.confirmation`) */
            confirmation: string;
            /** Format: binary */
            file?: Blob;
            name?: components["schemas"]["BackupName"];
        };
        BackupRestoreResponse: components["schemas"]["MessageResponse"] & {
            /** @description When the restored backup was made */
            createdAt: components["schemas"]["Timestamp"];
            rows: components["schemas"]["Count"];
            files: components["schemas"]["Count"];
        };
        Category: components["schemas"]["Stamped"] & {
            name: components["schemas"]["Name"];
            description: components["schemas"]["Description"];
            image: components["schemas"]["ImageUrl"];
            imageThumb: components["schemas"]["ImageUrl"];
            productCount: components["schemas"]["Count"];
        };
        CategoryInput: {
            name: components["schemas"]["Name"];
            description?: components["schemas"]["Description"];
        };
        CategoryUpdate: components["schemas"]["CategoryInput"] & components["schemas"]["IdVersion"];
        CategoryQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "productCount" | "updatedAt";
        };
        CategoryListRequest: components["schemas"]["ListRequest"] & components["schemas"]["CategoryQuery"];
        CategoryExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["CategoryQuery"];
        CategoryPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Category"][];
        };
        CategoryResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Category"];
        };
        ProductCode: string;
        Product: components["schemas"]["Stamped"] & {
            code: components["schemas"]["ProductCode"];
            name: components["schemas"]["Name"];
            description: components["schemas"]["Description"];
            image: components["schemas"]["ImageUrl"];
            imageThumb: components["schemas"]["ImageUrl"];
            categoryId: components["schemas"]["Id"];
            category: components["schemas"]["NamedRef"];
            price: components["schemas"]["Money"];
            unit: components["schemas"]["Unit"];
            minStock: components["schemas"]["Quantity"];
            active: boolean;
            /** @description Fresh stock on hand */
            fresh: components["schemas"]["Quantity"];
            /** @description Frozen stock on hand */
            frozen: components["schemas"]["Quantity"];
            /** @description Labour and overhead added to each production run's cost: per unit made, or per run (overheadPer) */
            overheadCost?: components["schemas"]["Money"];
            overheadPer?: components["schemas"]["OverheadPer"];
            /** @description Made in batches of this size (the production plan rounds up to it); null: any qty */
            batchSize?: components["schemas"]["Quantity"] | null;
            permitKind?: components["schemas"]["PermitKind"] | null;
            permitNumber?: components["schemas"]["LabelText"];
            halalNumber?: components["schemas"]["LabelText"];
            /** @description Net weight (or volume) of one pack, in netWeightUnit */
            netWeight?: components["schemas"]["Quantity"] | null;
            netWeightUnit?: components["schemas"]["NetWeightUnit"] | null;
            storageInstruction?: components["schemas"]["StorageInstruction"];
            /** @description Where its fresh stock is put (Lokasi Simpan); null: the first active chiller */
            freshLocationId?: components["schemas"]["Id"] | null;
            /** @description Where its frozen stock is put (Lokasi Simpan); null: the first active freezer */
            frozenLocationId?: components["schemas"]["Id"] | null;
        };
        /**
         * @description The food permit on the label: `pirt` (P-IRT, from the regency) or `md` (BPOM MD)
         * @enum {string}
         */
        PermitKind: "pirt" | "md";
        /** @enum {string} */
        NetWeightUnit: "gram" | "kg" | "ml" | "liter";
        /** @description A number printed on the label (permit, halal certificate); null for none */
        LabelText: string | null;
        /** @description How the product is kept, printed on its label; null says it by the batch's stock (frozen or fresh) */
        StorageInstruction: string | null;
        /**
         * @description A label's width × height in millimetres
         * @enum {string}
         */
        LabelSize: "50x30" | "40x30" | "100x50";
        LabelOptions: {
            /** @default 50x30 */
            size?: components["schemas"]["LabelSize"];
            /**
             * @description `roll`: a page per label, of the label's size (a label printer); `a4`: A4 pages of labels
             * @default roll
             * @enum {string}
             */
            sheet?: "roll" | "a4";
            /**
             * Format: int32
             * @description How many labels
             * @default 1
             */
            copies?: number;
        };
        LabelRequest: components["schemas"]["LabelOptions"];
        BatchLabelRequest: components["schemas"]["LabelOptions"] & {
            batchId: components["schemas"]["Id"];
        };
        StockByCodeRequest: {
            /** @description A batch's public code, as its label's QR names it */
            code: string;
        };
        StockByCodeResponse: {
            /** @enum {string} */
            status: "success";
            datas: {
                batchId: components["schemas"]["Id"];
                productId: components["schemas"]["Id"];
            };
        };
        PublicBatchResponse: {
            /** @enum {string} */
            status: "success";
            datas: {
                productName: components["schemas"]["Name"];
                productionDate: components["schemas"]["BusinessDate"];
                bestBefore: components["schemas"]["OptionalDate"];
                /**
                 * @description `ditarik`: the batch is recalled; do not eat
                 * @enum {string}
                 */
                state: "aman" | "ditarik";
            };
        };
        /**
         * @description `unit`: overheadCost per unit made; `run`: overheadCost per production run
         * @enum {string}
         */
        OverheadPer: "unit" | "run";
        ProductInput: {
            code: components["schemas"]["ProductCode"];
            name: components["schemas"]["Name"];
            description?: components["schemas"]["Description"];
            categoryId: components["schemas"]["Id"];
            price: components["schemas"]["Money"];
            unit: components["schemas"]["Unit"];
            /** @default 0 */
            minStock?: components["schemas"]["Quantity"];
            /** @default true */
            active?: boolean;
            /** @description Needs "Lihat HPP" (403 without it); left out: 0 for a new product, unchanged on an update */
            overheadCost?: components["schemas"]["Money"];
            /** @description Needs "Lihat HPP"; left out: `unit` for a new product, unchanged on an update */
            overheadPer?: components["schemas"]["OverheadPer"];
            /** @description Made in batches of this size; null: any qty; left out: none for a new product, unchanged on an update */
            batchSize?: components["schemas"]["PositiveQuantity"] | null;
            /** @description Given with permitNumber (both or neither, 422 otherwise); left out: none for a new product, unchanged on an update */
            permitKind?: components["schemas"]["PermitKind"] | null;
            /** @description The P-IRT or BPOM MD number; left out: unchanged on an update */
            permitNumber?: components["schemas"]["LabelText"];
            /** @description The halal certificate number on the label; left out: unchanged on an update */
            halalNumber?: components["schemas"]["LabelText"];
            /** @description Net weight of one pack, given with netWeightUnit (both or neither); left out: unchanged on an update */
            netWeight?: components["schemas"]["PositiveQuantity"] | null;
            /** @description Left out: unchanged on an update */
            netWeightUnit?: components["schemas"]["NetWeightUnit"] | null;
            /** @description Left out: unchanged on an update; null: by the batch's stock */
            storageInstruction?: components["schemas"]["StorageInstruction"];
            /** @description Where its fresh stock is put; left out: none for a new product, unchanged on an update */
            freshLocationId?: components["schemas"]["Id"] | null;
            /** @description Where its frozen stock is put; left out: none for a new product, unchanged on an update */
            frozenLocationId?: components["schemas"]["Id"] | null;
        };
        ProductUpdate: components["schemas"]["ProductInput"] & components["schemas"]["IdVersion"];
        ProductQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "code" | "name" | "category" | "price" | "stock" | "updatedAt";
            categoryId?: components["schemas"]["Id"];
            active?: boolean;
            /** @description Only products whose stock (fresh + frozen) is below their minimum (true), or not (false); the dashboard's alert asks the server instead of reading every product. */
            belowMinimum?: boolean;
        };
        ProductListRequest: components["schemas"]["ListRequest"] & components["schemas"]["ProductQuery"];
        ProductExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["ProductQuery"];
        ProductPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Product"][];
        };
        ProductResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Product"];
        };
        Vendor: components["schemas"]["Stamped"] & {
            name: components["schemas"]["Name"];
            description: components["schemas"]["Description"];
            phone: components["schemas"]["Phone"];
            address: components["schemas"]["Address"];
            paymentTermDays: components["schemas"]["VendorPaymentTermDays"];
        };
        /**
         * Format: int32
         * @description Days after goods are received that the vendor's bill is due (0 = cash)
         */
        VendorPaymentTermDays: number;
        VendorInput: {
            name: components["schemas"]["Name"];
            description?: components["schemas"]["Description"];
            phone?: components["schemas"]["Phone"];
            address?: components["schemas"]["Address"];
            /** @default 0 */
            paymentTermDays?: components["schemas"]["VendorPaymentTermDays"];
        };
        VendorQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "updatedAt";
        };
        /** @enum {string} */
        StockLocationKind: "freezer" | "chiller" | "dry";
        /** @description Degrees Celsius, to one decimal */
        Celsius: number;
        TempLimit: number | null;
        StockLocation: components["schemas"]["Stamped"] & {
            name: components["schemas"]["Name"];
            kind: components["schemas"]["StockLocationKind"];
            minTemp: components["schemas"]["TempLimit"];
            maxTemp: components["schemas"]["TempLimit"];
            active: boolean;
            description: components["schemas"]["Description"];
            /** @description Material lots with stock here */
            lotCount: components["schemas"]["Count"];
            /** @description Product batch buckets with stock here */
            batchCount: components["schemas"]["Count"];
            /** @description Lots and batches of its open hold still undecided */
            heldCount: components["schemas"]["Count"];
            /** Format: date-time */
            lastReadingAt: string | null;
            lastCelsius: number | null;
            /** @description A reading was taken today (business time zone) */
            readToday: boolean;
            openHold: components["schemas"]["StockHold"] | null;
        };
        StockLocationInput: {
            name: components["schemas"]["Name"];
            kind: components["schemas"]["StockLocationKind"];
            minTemp?: components["schemas"]["TempLimit"];
            maxTemp?: components["schemas"]["TempLimit"];
            /** @default true */
            active?: boolean;
            description?: components["schemas"]["Description"];
        };
        StockLocationQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "kind" | "updatedAt";
            kind?: components["schemas"]["StockLocationKind"];
            active?: boolean;
        };
        StockHold: {
            id: components["schemas"]["Id"];
            /**
             * @description A reading outside the limits, or too long without one
             * @enum {string}
             */
            reason: "limit" | "gap";
            celsius: number | null;
            /** Format: date-time */
            lastReadingAt: string | null;
            openedAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            closedAt: string | null;
        };
        TemperatureReading: {
            id: components["schemas"]["Id"];
            locationId: components["schemas"]["Id"];
            at: components["schemas"]["Timestamp"];
            celsius: number;
            /** @enum {string} */
            source: "manual" | "import";
            note: string | null;
            createdBy: string | null;
            outOfLimits: boolean;
        };
        TemperatureReadingListRequest: {
            locationId: components["schemas"]["Id"];
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
        };
        TemperatureReadingPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["TemperatureReading"][];
            location: components["schemas"]["StockLocation"];
            /** @description When the temperatures are checked each day (business time zone) */
            checkTimes: string[];
            /** Format: int32 */
            gapHours: number;
            /** @description The check time passed today without a reading since, if any */
            due: string | null;
        };
        TemperatureReadingInput: {
            locationId: components["schemas"]["Id"];
            /**
             * Format: date-time
             * @description When it was read; now when left out
             */
            at?: string;
            celsius: components["schemas"]["Celsius"];
            note?: string | null;
        };
        TemperatureReadingResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["TemperatureReading"];
            /** @description The hold this reading opened or added to */
            hold: components["schemas"]["StockHold"] | null;
        };
        TemperatureImportRequest: {
            /**
             * Format: binary
             * @description A CSV or XLSX with columns time, temperature and optionally location (its name) (at most 2 MB)
             */
            file: Blob;
            /** @description The location of rows without a location column */
            locationId?: components["schemas"]["Id"];
            /** @default true */
            dryRun?: boolean;
        };
        TemperatureImportRow: {
            /** Format: int32 */
            row: number;
            /** @enum {string} */
            action: "add" | "duplicate" | "error";
            errors?: {
                [key: string]: string[];
            };
        };
        TemperatureImportResponse: components["schemas"]["Success"] & {
            dryRun: boolean;
            applied: boolean;
            added: components["schemas"]["Count"];
            /** @description Rows already recorded (the same location and moment) */
            duplicates: components["schemas"]["Count"];
            failed: components["schemas"]["Count"];
            /** @description Holds opened or added to by the new readings */
            holds: components["schemas"]["Count"];
            rows: components["schemas"]["TemperatureImportRow"][];
        };
        StockLocationMoveRequest: {
            /** @enum {string} */
            kind: "lot" | "batch";
            id: components["schemas"]["Id"];
            /**
             * @description A batch's bucket (required for a batch)
             * @enum {string}
             */
            bucket?: "fresh" | "frozen";
            toLocationId: components["schemas"]["Id"];
            note?: string | null;
        };
        StockLocationMove: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "lot" | "batch";
            stockId: components["schemas"]["Id"];
            name: string;
            code: string | null;
            /** @enum {string|null} */
            bucket: "fresh" | "frozen" | null;
            qty: number;
            unit: string;
            fromLocation: string | null;
            toLocation: string | null;
            note: string | null;
            createdBy: string | null;
            at: components["schemas"]["Timestamp"];
        };
        StockLocationMoveResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["StockLocationMove"];
        };
        StockLocationContentsRequest: {
            locationId: components["schemas"]["Id"];
        };
        StockInLocation: {
            /** @enum {string} */
            kind: "lot" | "batch";
            id: components["schemas"]["Id"];
            name: string;
            code: string | null;
            /** @enum {string|null} */
            bucket: "fresh" | "frozen" | null;
            qty: number;
            unit: string;
            /** Format: date */
            expiryDate: string | null;
            /** Format: date-time */
            heldAt: string | null;
            /** Format: date-time */
            recalledAt: string | null;
        };
        StockLocationContentsResponse: components["schemas"]["Success"] & {
            /** @description At most 2000, first-expiring first */
            datas: components["schemas"]["StockInLocation"][];
            /** @description The latest 50 moves in or out */
            moves: components["schemas"]["StockLocationMove"][];
        };
        StockHoldItem: {
            id: components["schemas"]["Id"];
            hold: components["schemas"]["StockHold"];
            location: components["schemas"]["NamedRef"];
            /** @enum {string} */
            kind: "lot" | "batch";
            stockId: components["schemas"]["Id"];
            name: string;
            code: string | null;
            /** @description What it holds in the location now */
            qty: number;
            unit: string;
            /** Format: date */
            expiryDate: string | null;
            /** @enum {string|null} */
            decision: "accept" | "discard" | null;
            note: string | null;
            decidedBy: string | null;
            /** Format: date-time */
            decidedAt: string | null;
        };
        StockHoldListRequest: {
            locationId?: components["schemas"]["Id"];
            /**
             * @description open: undecided items only
             * @default open
             * @enum {string}
             */
            state?: "open" | "all";
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
        };
        StockHoldItemPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["StockHoldItem"][];
        };
        StockHoldReleaseRequest: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            decision: "accept" | "discard";
            note: string;
        };
        StockHoldItemResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["StockHoldItem"];
        };
        StockLocationSummaryResponse: components["schemas"]["Success"] & {
            heldLots: components["schemas"]["Count"];
            heldBatches: components["schemas"]["Count"];
            /** @description Active locations with temperature limits and no reading today */
            unread: components["schemas"]["NamedRef"][];
        };
        VendorUpdate: components["schemas"]["VendorInput"] & components["schemas"]["IdVersion"];
        VendorListRequest: components["schemas"]["ListRequest"] & components["schemas"]["VendorQuery"];
        VendorExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["VendorQuery"];
        VendorPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Vendor"][];
        };
        VendorResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Vendor"];
        };
        OngkirUpdate: components["schemas"]["OngkirInput"] & components["schemas"]["IdVersion"];
        OngkirListRequest: components["schemas"]["ListRequest"] & components["schemas"]["OngkirQuery"];
        OngkirExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["OngkirQuery"];
        OngkirPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Ongkir"][];
        };
        OngkirResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Ongkir"];
        };
        PriceListUpdate: components["schemas"]["PriceListInput"] & components["schemas"]["IdVersion"];
        PriceListListRequest: components["schemas"]["ListRequest"] & components["schemas"]["PriceListQuery"];
        PriceListExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["PriceListQuery"];
        PriceListPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["PriceList"][];
        };
        PriceListResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["PriceList"];
        };
        StockLocationUpdate: components["schemas"]["StockLocationInput"] & components["schemas"]["IdVersion"];
        StockLocationListRequest: components["schemas"]["ListRequest"] & components["schemas"]["StockLocationQuery"];
        StockLocationPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["StockLocation"][];
        };
        StockLocationResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["StockLocation"];
        };
        StandingOrderUpdate: components["schemas"]["StandingOrderInput"] & components["schemas"]["IdVersion"];
        StandingOrderListRequest: components["schemas"]["ListRequest"] & components["schemas"]["StandingOrderQuery"];
        StandingOrderPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["StandingOrder"][];
        };
        StandingOrderResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["StandingOrder"];
        };
        PurchaseOrderUpdate: components["schemas"]["PurchaseOrderInput"] & components["schemas"]["IdVersion"];
        PurchaseOrderListRequest: components["schemas"]["ListRequest"] & components["schemas"]["PurchaseOrderQuery"];
        PurchaseOrderExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["PurchaseOrderQuery"];
        PurchaseOrderPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["PurchaseOrder"][];
        };
        PurchaseOrderResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["PurchaseOrder"];
        };
        Ongkir: components["schemas"]["Stamped"] & {
            label: components["schemas"]["Name"];
            price: components["schemas"]["Money"];
            description: components["schemas"]["Description"];
            customerCount: components["schemas"]["Count"];
        };
        OngkirInput: {
            label: components["schemas"]["Name"];
            price: components["schemas"]["Money"];
            description?: components["schemas"]["Description"];
        };
        OngkirQuery: {
            /**
             * @default price
             * @enum {string}
             */
            sortBy?: "label" | "price" | "customerCount";
        };
        /**
         * Format: int32
         * @description ISO weekday, 1 = Senin (Monday) … 7 = Minggu (Sunday)
         */
        Weekday: number;
        /** @description The delivery weekdays; null when every N days */
        Weekdays: components["schemas"]["Weekday"][] | null;
        /** @description Every N days from startDate; null when by weekdays */
        EveryDays: number | null;
        /** @description A pack as the standing order holds it (the order's pack input) with the names to show */
        StandingOrderPack: {
            materialId: components["schemas"]["Id"];
            materialName: components["schemas"]["Name"];
            /** Format: int32 */
            count: number;
            lines: {
                productId: components["schemas"]["Id"];
                productName: components["schemas"]["Name"];
                unit: components["schemas"]["Unit"];
                bucket: components["schemas"]["StockBucket"];
                qtyPerPack: components["schemas"]["PositiveQuantity"];
            }[];
        };
        StandingOrder: components["schemas"]["Stamped"] & {
            customerId: components["schemas"]["Id"];
            customer: {
                id: components["schemas"]["Id"];
                name: components["schemas"]["Name"];
                phone: components["schemas"]["Phone"];
            };
            packs: components["schemas"]["StandingOrderPack"][];
            weekdays: components["schemas"]["Weekdays"];
            everyDays: components["schemas"]["EveryDays"];
            startDate: components["schemas"]["BusinessDate"];
            endDate: components["schemas"]["OptionalDate"];
            deliveryTime: components["schemas"]["DeliveryTime"];
            /** @description Days off ("libur"): no order on these days */
            skipDates: components["schemas"]["BusinessDate"][];
            paused: boolean;
            note: components["schemas"]["Description"];
            /** @description The next delivery day (today or later) whose order is not made yet; null when none is left (ended) or paused */
            nextDate: components["schemas"]["BusinessDate"] | null;
            /** @description The latest order made from it */
            lastOrder: {
                id: components["schemas"]["Id"];
                number: components["schemas"]["TransactionNumber"];
                deliveryDate: components["schemas"]["BusinessDate"];
            } | null;
            /** @description Days today or later whose order could not be made (see standingOrder/runs) */
            failing: components["schemas"]["Count"];
        };
        StandingOrderInput: {
            customerId: components["schemas"]["Id"];
            packs: components["schemas"]["TransactionPacksInput"];
            weekdays?: components["schemas"]["Weekdays"];
            everyDays?: components["schemas"]["EveryDays"];
            startDate: components["schemas"]["BusinessDate"];
            endDate?: components["schemas"]["OptionalDate"];
            deliveryTime?: components["schemas"]["DeliveryTime"];
            skipDates?: components["schemas"]["BusinessDate"][];
            paused?: boolean;
            note?: components["schemas"]["Description"];
        };
        StandingOrderQuery: {
            /**
             * @default customer
             * @enum {string}
             */
            sortBy?: "customer" | "nextDate" | "updatedAt";
            paused?: boolean;
            /** @description true: only those with a day whose order could not be made */
            failing?: boolean;
        };
        StandingOrderRunsRequest: components["schemas"]["ListRequest"] & {
            standingOrderId?: components["schemas"]["Id"];
            /** @description true: only the days whose order could not be made */
            failed?: boolean;
            /**
             * @default date
             * @enum {string}
             */
            sortBy?: "date" | "customer";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
        };
        StandingOrderRun: {
            standingOrderId: components["schemas"]["Id"];
            customer: components["schemas"]["PriceListRef"];
            /** @description The delivery day */
            date: components["schemas"]["BusinessDate"];
            order: {
                id: components["schemas"]["Id"];
                number: components["schemas"]["TransactionNumber"];
            } | null;
            /** @description Why the order could not be made (the answer the order itself got), at the last try */
            error: {
                code: components["schemas"]["ErrorCode"];
                params?: components["schemas"]["ErrorParams"];
                message: components["schemas"]["Message"];
            } | null;
            /** @description When it was made or last tried */
            at: components["schemas"]["Timestamp"];
        };
        StandingOrderRunsPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["StandingOrderRun"][];
        };
        StandingOrderGenerateResponse: components["schemas"]["Success"] & {
            datas: {
                /** @description Orders made by this run */
                created: components["schemas"]["Count"];
                /** @description Days whose order could not be made (listed by standingOrder/runs) */
                failed: components["schemas"]["Count"];
            };
        };
        PriceList: components["schemas"]["Stamped"] & {
            name: components["schemas"]["Name"];
            description: components["schemas"]["Description"];
            /** @description Customers on the list */
            customerCount: components["schemas"]["Count"];
            /** @description Products with a price on the list today */
            productCount: components["schemas"]["Count"];
        };
        PriceListInput: {
            name: components["schemas"]["Name"];
            description?: components["schemas"]["Description"];
        };
        PriceListQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "customerCount" | "productCount" | "updatedAt";
        };
        PriceListRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
        };
        PriceListPricesRequest: components["schemas"]["ListRequest"] & {
            id: components["schemas"]["Id"];
            /** @description The day the prices are of; today when left out */
            date?: components["schemas"]["BusinessDate"];
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "code" | "price";
            /** @description true: only products with a price on the list at the date; false: only those without */
            priced?: boolean;
        };
        PriceListProduct: {
            productId: components["schemas"]["Id"];
            code: string;
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            /** @description The product's own price (what a customer without a list pays) */
            basePrice: components["schemas"]["Money"];
            /** @description The list's price at the date; null when the list has none yet (the product's own price applies) */
            price: components["schemas"]["Money"] | null;
            /** @description The date the list's price took effect */
            since: components["schemas"]["BusinessDate"] | null;
            /** @description The next price planned after the date, if any */
            next: {
                price: components["schemas"]["Money"];
                effectiveFrom: components["schemas"]["BusinessDate"];
            } | null;
        };
        PriceListPricesPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["PriceListProduct"][];
        };
        PriceListHistoryRequest: {
            id: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
        };
        PriceListHistoryResponse: components["schemas"]["Success"] & {
            datas: {
                effectiveFrom: components["schemas"]["BusinessDate"];
                price: components["schemas"]["Money"];
                updatedAt: components["schemas"]["Timestamp"];
            }[];
        };
        PriceListSetPricesRequest: {
            id: components["schemas"]["Id"];
            /** @description Today or later */
            effectiveFrom: components["schemas"]["BusinessDate"];
            prices: {
                productId: components["schemas"]["Id"];
                price: components["schemas"]["Money"] | null;
            }[];
        };
        PriceListSetPricesResponse: components["schemas"]["Success"] & {
            datas: {
                /** @description Prices set or taken back */
                changed: components["schemas"]["Count"];
            };
        };
        PriceListQuoteRequest: {
            customerId: components["schemas"]["Id"];
            /** @description The order's date; today when left out */
            date?: components["schemas"]["BusinessDate"];
            productIds: components["schemas"]["Id"][];
        };
        PriceListQuoteResponse: components["schemas"]["Success"] & {
            datas: {
                /** @description The customer's price list, if any */
                priceList: components["schemas"]["PriceListRef"] | null;
                prices: {
                    productId: components["schemas"]["Id"];
                    price: components["schemas"]["Money"];
                    /** @description true: the price list's price; false: the product's own */
                    listed: boolean;
                }[];
            };
        };
        ProvinceCode: string;
        RegencyCode: string;
        DistrictCode: string;
        Region: {
            code: string;
            name: components["schemas"]["Name"];
        };
        RegionResponse: components["schemas"]["Success"] & {
            data: components["schemas"]["Region"][];
        };
        /** @enum {string} */
        CustomerCategory: "konsumen" | "distributor";
        Customer: components["schemas"]["Stamped"] & {
            minShelfLifeDays: components["schemas"]["MinShelfLifeDays"];
            priceListId: components["schemas"]["Id"] | null;
            /** @description The customer's price tier; null: the products' own prices */
            priceList: components["schemas"]["PriceListRef"] | null;
            paymentTermDays: components["schemas"]["PaymentTermDays"];
            creditLimit: components["schemas"]["CreditLimit"];
            name: components["schemas"]["Name"];
            phone: components["schemas"]["Phone"];
            category: components["schemas"]["CustomerCategory"];
            province: components["schemas"]["Region"] | null;
            regency: components["schemas"]["Region"] | null;
            district: components["schemas"]["Region"] | null;
            address: components["schemas"]["Address"];
            landmark: string | null;
            ongkirId: components["schemas"]["Id"] | null;
            ongkir: {
                id: components["schemas"]["Id"];
                label: components["schemas"]["Name"];
                price: components["schemas"]["Money"];
            } | null;
        };
        CustomerInput: {
            name: components["schemas"]["Name"];
            phone?: components["schemas"]["Phone"];
            category: components["schemas"]["CustomerCategory"];
            provinceCode?: components["schemas"]["ProvinceCode"] | null;
            regencyCode?: components["schemas"]["RegencyCode"] | null;
            districtCode?: components["schemas"]["DistrictCode"] | null;
            address?: components["schemas"]["Address"];
            landmark?: string | null;
            ongkirId?: components["schemas"]["Id"] | null;
            /** @description The price tier (Daftar Harga); null or left out: the products' own prices */
            priceListId?: components["schemas"]["Id"] | null;
            /** @description Left out on a new customer: the business profile's defaultPaymentTermDays */
            paymentTermDays?: components["schemas"]["PaymentTermDays"];
            creditLimit?: components["schemas"]["CreditLimit"];
            /** @description Left out: 0 on a new customer, unchanged on an update */
            minShelfLifeDays?: components["schemas"]["MinShelfLifeDays"];
        };
        CustomerUpdate: components["schemas"]["CustomerInput"] & components["schemas"]["IdVersion"];
        CustomerQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "category" | "regency" | "ongkir" | "updatedAt";
            category?: components["schemas"]["CustomerCategory"];
            provinceCode?: components["schemas"]["ProvinceCode"];
            regencyCode?: components["schemas"]["RegencyCode"];
        };
        CustomerListRequest: components["schemas"]["ListRequest"] & components["schemas"]["CustomerQuery"];
        CustomerExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["CustomerQuery"];
        CustomerPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Customer"][];
        };
        CustomerResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Customer"];
        };
        /**
         * Format: date
         * @description A business date (`YYYY-MM-DD`) in the company's time zone
         */
        BusinessDate: string;
        /**
         * Format: date
         * @description A business date (`YYYY-MM-DD`), never after today; today in the company's time zone when left out or null
         */
        DateOrToday: string | null;
        /** Format: date */
        OptionalDate: string | null;
        /**
         * Format: double
         * @description An amount above zero in its unit, up to 3 decimals
         */
        PositiveQuantity: number;
        /**
         * Format: double
         * @description A signed change of an amount, up to 3 decimals
         */
        QuantityChange: number;
        /**
         * Format: double
         * @description The cost of one unit in rupiah, up to 2 decimals (a run's cost ÷ the qty made)
         */
        UnitCost: number;
        /**
         * Format: double
         * @description A unit cost in rupiah, up to 2 decimals, that may be negative (a value that may be, ÷ a qty)
         */
        UnitCostChange: number;
        /**
         * Format: int64
         * @description A signed amount of integer rupiah
         */
        MoneyChange: number;
        QuantityByUnit: {
            unit: components["schemas"]["Unit"];
            qty: components["schemas"]["Quantity"];
        };
        ProductRef: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["ProductCode"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
        };
        /**
         * @description `raw` (bahan baku, under /api/bahanBaku) or `packaging` (bahan kemasan, under /api/bahanKemasan)
         * @enum {string}
         */
        MaterialKind: "raw" | "packaging";
        /**
         * @description `consumable` (bags, labels) or `pack` (the box or tray an order is sold in, charged per pack)
         * @enum {string}
         */
        PackagingType: "consumable" | "pack";
        MaterialRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
        };
        Material: components["schemas"]["Stamped"] & {
            kind: components["schemas"]["MaterialKind"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            /** @description Reference price per unit */
            unitPrice?: components["schemas"]["Money"];
            /** @description The restock threshold */
            minStock: components["schemas"]["Quantity"];
            packagingType: components["schemas"]["PackagingType"] | null;
            /** @description A pack's price per pack charged to the customer */
            packPrice: components["schemas"]["Money"] | null;
            description: components["schemas"]["Description"];
            shelfLifeDays: components["schemas"]["ShelfLifeDays"];
            /** @description What the lots still hold */
            remaining: components["schemas"]["Quantity"];
            /** @description What the lots not expired today still hold */
            available: components["schemas"]["Quantity"];
            /** @description available < minStock */
            needRestock: boolean;
            /** @description The vendor it is usually bought from (a purchase order made from the plan goes to it) */
            preferredVendorId?: components["schemas"]["Id"] | null;
            /** @description That vendor, named (the form shows its choice, the list its name without loading every vendor) */
            preferredVendor?: components["schemas"]["NamedRef"] | null;
            /** @description The least it is bought in */
            minOrderQty?: components["schemas"]["Quantity"] | null;
            halalStatus?: components["schemas"]["HalalStatus"] | null;
            halalNumber?: components["schemas"]["HalalNumber"] | null;
            halalIssuer?: components["schemas"]["HalalIssuer"] | null;
            /** @description The issuer's name when it is `other` */
            halalIssuerName?: components["schemas"]["Name"] | null;
            /** @description The certificate's last valid day */
            halalExpiry?: components["schemas"]["OptionalDate"];
            /** @description Why none is needed (`notNeeded`) */
            halalReason?: components["schemas"]["HalalReason"] | null;
            halalFile?: components["schemas"]["HalalFileUrl"];
            /** @description Its state today (raw materials; null for packaging) */
            halalState?: components["schemas"]["HalalState"] | null;
            /** @description Where its lots are put (Lokasi Simpan); null: the first active dry store */
            locationId?: components["schemas"]["Id"] | null;
        };
        /**
         * @description `certified`: a halal certificate (number, issuer, expiry, its file); `notNeeded`: none is needed (water, salt), with the reason. Null: nothing recorded yet
         * @enum {string}
         */
        HalalStatus: "certified" | "notNeeded";
        /**
         * @description Who issued the certificate: BPJPH, LPPOM MUI, or another body (named in `halalIssuerName`)
         * @enum {string}
         */
        HalalIssuer: "BPJPH" | "LPPOM" | "other";
        HalalNumber: string;
        HalalReason: string;
        /**
         * @description A raw material's halal state on a day: valid (certified, expiry more than 30 days on), expiring (within 30 days), expired, missing (nothing recorded), notNeeded
         * @enum {string}
         */
        HalalState: "valid" | "expiring" | "expired" | "missing" | "notNeeded";
        /** @description Where the certificate's file is read (`/api/bahanBaku/halal/file/<name>`, with the session), or null */
        HalalFileUrl: string | null;
        HalalFileUpload: {
            id: components["schemas"]["Id"];
            /**
             * Format: binary
             * @description The certificate: PDF, JPEG or PNG, at most 2 MB
             */
            file: Blob;
        };
        MaterialInput: {
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            /** @default 0 */
            unitPrice?: components["schemas"]["Money"];
            /** @default 0 */
            minStock?: components["schemas"]["Quantity"];
            description?: components["schemas"]["Description"];
            shelfLifeDays?: components["schemas"]["ShelfLifeDays"];
            /** @description The vendor it is usually bought from; left out: none for a new material, unchanged on an update */
            preferredVendorId?: components["schemas"]["Id"] | null;
            /** @description The least it is bought in; left out: none for a new material, unchanged on an update */
            minOrderQty?: components["schemas"]["PositiveQuantity"] | null;
            /** @description Raw materials only (422 `halal.rawOnly` for packaging). Left out: nothing recorded for a new material, the halal fields unchanged on an update. `certified` requires halalNumber, halalIssuer (halalIssuerName when `other`) and halalExpiry; `notNeeded` requires halalReason; null clears them all (and the file) */
            halalStatus?: components["schemas"]["HalalStatus"] | null;
            halalNumber?: components["schemas"]["HalalNumber"] | null;
            halalIssuer?: components["schemas"]["HalalIssuer"] | null;
            halalIssuerName?: components["schemas"]["Name"] | null;
            halalExpiry?: components["schemas"]["OptionalDate"];
            halalReason?: components["schemas"]["HalalReason"] | null;
            /** @description Where its lots are put; left out: none for a new material, unchanged on an update */
            locationId?: components["schemas"]["Id"] | null;
        };
        MaterialUpdate: components["schemas"]["MaterialInput"] & components["schemas"]["IdVersion"];
        PackagingMaterialInput: components["schemas"]["MaterialInput"] & {
            packagingType: components["schemas"]["PackagingType"];
            /** @description For a pack: its price per pack (0 when left out); ignored for a consumable */
            packPrice?: components["schemas"]["Money"] | null;
        };
        PackagingMaterialUpdate: components["schemas"]["PackagingMaterialInput"] & components["schemas"]["IdVersion"];
        PackInput: components["schemas"]["MaterialInput"] & {
            packPrice: components["schemas"]["Money"];
        };
        PackUpdate: components["schemas"]["PackInput"] & components["schemas"]["IdVersion"];
        MaterialQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "unit" | "unitPrice" | "minStock" | "remaining" | "updatedAt";
            packagingType?: components["schemas"]["PackagingType"];
            needRestock?: boolean;
            /** @description Only these materials (the lines of a form, with their stock now), still within the other filters */
            ids?: components["schemas"]["Id"][];
        };
        MaterialListRequest: components["schemas"]["ListRequest"] & components["schemas"]["MaterialQuery"];
        MaterialPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Material"][];
        };
        MaterialResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Material"];
        };
        /**
         * @description `restock`: stock in, one lot each; `used`: stock out, taken from the lots
         * @enum {string}
         */
        LogCategory: "restock" | "used";
        /** @enum {string} */
        UsageReason: "manual" | "production" | "order" | "count" | "waste";
        BatchCode: string | null;
        Restock: components["schemas"]["Stamped"] & {
            /** @enum {string} */
            category: "restock";
            materialId: components["schemas"]["Id"];
            material: components["schemas"]["MaterialRef"];
            vendorId: components["schemas"]["Id"] | null;
            /** @description None for opening stock or a count correction */
            vendor: components["schemas"]["NamedRef"] | null;
            date: components["schemas"]["BusinessDate"];
            qty: components["schemas"]["Quantity"];
            unitPrice?: components["schemas"]["Money"];
            /** @description qty × unitPrice */
            total?: components["schemas"]["Money"];
            batchCode: components["schemas"]["BatchCode"];
            expiryDate: components["schemas"]["OptionalDate"];
            note: components["schemas"]["Description"];
            /** @description What the lot still holds */
            remaining: components["schemas"]["Quantity"];
            /** @description What the lot has given (qty − remaining) */
            used: components["schemas"]["Quantity"];
            createdBy: components["schemas"]["NamedRef"] | null;
        };
        /** @description What a usage took from one lot */
        UsageLot: {
            restockId: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            vendor: string | null;
            batchCode: components["schemas"]["BatchCode"];
            expiryDate: components["schemas"]["OptionalDate"];
            unitPrice?: components["schemas"]["Money"];
            qty: components["schemas"]["Quantity"];
        };
        Usage: components["schemas"]["Stamped"] & {
            /** @enum {string} */
            category: "used";
            materialId: components["schemas"]["Id"];
            material: components["schemas"]["MaterialRef"];
            date: components["schemas"]["BusinessDate"];
            qty: components["schemas"]["Quantity"];
            reason: components["schemas"]["UsageReason"];
            note: components["schemas"]["Description"];
            /** @description Cost: what it took from each lot at that lot's unit price */
            value?: components["schemas"]["Money"];
            productionRunId: components["schemas"]["Id"] | null;
            transactionId: components["schemas"]["Id"] | null;
            /** @description What recorded it, in words (the production run or the order) */
            source: string | null;
            lots: components["schemas"]["UsageLot"][];
            createdBy: components["schemas"]["NamedRef"] | null;
        };
        /** @description A restock or a usage, told apart by `category` */
        MaterialLogEntry: components["schemas"]["Restock"] | components["schemas"]["Usage"];
        /**
         * @description A restock (`category` restock) or a usage (`category` used). `vendorId`, `unitPrice`, `batchCode` and
         *     `expiryDate` belong to restocks and `reason` to usages: sent with the other category they are refused (422).
         *     Production runs, orders and stock counts record their own usages.
         */
        MaterialLogInput: {
            category: components["schemas"]["LogCategory"];
            materialId: components["schemas"]["Id"];
            date?: components["schemas"]["DateOrToday"];
            qty: components["schemas"]["PositiveQuantity"];
            note?: components["schemas"]["Description"];
            /** @description Restock: the vendor; none for opening stock */
            vendorId?: components["schemas"]["Id"] | null;
            /** @description Restock: the price per unit; the material's reference price when left out */
            unitPrice?: components["schemas"]["Money"];
            batchCode?: components["schemas"]["BatchCode"];
            expiryDate?: components["schemas"]["OptionalDate"];
            /**
             * @description Usage: manual (the default) or waste (which may take expired lots)
             * @enum {string}
             */
            reason?: "manual" | "waste";
        };
        MaterialLogUpdate: components["schemas"]["MaterialLogInput"] & components["schemas"]["IdVersion"];
        MaterialLogQuery: {
            category: components["schemas"]["LogCategory"];
            /**
             * @default date
             * @enum {string}
             */
            sortBy?: "date" | "material" | "vendor" | "qty" | "value" | "updatedAt";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
            /** @description From this date (inclusive) */
            dateFrom?: components["schemas"]["BusinessDate"];
            /** @description Up to this date (inclusive) */
            dateTo?: components["schemas"]["BusinessDate"];
            materialId?: components["schemas"]["Id"];
            /** @description Restocks from this vendor; usages that took from its lots */
            vendorId?: components["schemas"]["Id"];
            reason?: components["schemas"]["UsageReason"];
            packagingType?: components["schemas"]["PackagingType"];
        };
        MaterialLogListRequest: components["schemas"]["ListRequest"] & components["schemas"]["MaterialLogQuery"];
        MaterialLogExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["MaterialLogQuery"];
        /** @description The totals of every row the filters match (not just the page) */
        LogTotals: {
            /** @description Restocks at their price; usages at cost */
            value?: components["schemas"]["Money"];
            quantities: components["schemas"]["QuantityByUnit"][];
        };
        MaterialLogPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["MaterialLogEntry"][];
            totals: components["schemas"]["LogTotals"];
        };
        MaterialLogResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["MaterialLogEntry"];
        };
        MaterialStock: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["MaterialKind"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            packagingType: components["schemas"]["PackagingType"] | null;
            unitPrice?: components["schemas"]["Money"];
            minStock: components["schemas"]["Quantity"];
            /** @description Every restock */
            in: components["schemas"]["Quantity"];
            /** @description Every usage */
            out: components["schemas"]["Quantity"];
            /** @description What the lots hold (= in − out) */
            remaining: components["schemas"]["Quantity"];
            /** @description The part of remaining in lots expired today */
            expired: components["schemas"]["Quantity"];
            /** @description Remaining at each lot's unit price */
            value?: components["schemas"]["Money"];
            /** @description Lots with stock */
            lots: components["schemas"]["Count"];
            lastRestock: components["schemas"]["OptionalDate"];
            /** @description The earliest expiry of a lot with stock not expired yet */
            nextExpiry: components["schemas"]["OptionalDate"];
            /** @description remaining − expired < minStock ("perlu restock") */
            needRestock: boolean;
            /** @description Used in the last 30 days (today included) ÷ 30 */
            avgDailyUse: components["schemas"]["Quantity"];
            /**
             * Format: double
             * @description (remaining − expired) ÷ avgDailyUse, 1 decimal; null when nothing was used
             */
            daysLeft: number | null;
            /** @description Today + whole days left */
            runsOutOn: components["schemas"]["OptionalDate"];
            /** @description What to restock now to cover minStock and 30 more days at the average */
            suggestedQty: components["schemas"]["Quantity"];
        };
        MaterialStockQuery: {
            /**
             * @default name
             * @enum {string}
             */
            sortBy?: "name" | "remaining" | "value" | "minStock" | "daysLeft";
            packagingType?: components["schemas"]["PackagingType"];
            needRestock?: boolean;
        };
        MaterialStockListRequest: components["schemas"]["ListRequest"] & components["schemas"]["MaterialStockQuery"];
        MaterialStockPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["MaterialStock"][];
            totals: {
                value?: components["schemas"]["Money"];
            };
        };
        MaterialStockListResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["MaterialStock"][];
            total: components["schemas"]["Count"];
        };
        MaterialAdviceRequest: {
            /**
             * Format: int32
             * @default 7
             */
            days?: number;
        };
        MaterialAdviceResponse: components["schemas"]["MaterialStockListResponse"] & {
            /** Format: int32 */
            days: number;
            /** @description First day of the 30 the average is taken over */
            since: components["schemas"]["BusinessDate"];
            /** @description Today */
            until: components["schemas"]["BusinessDate"];
        };
        /** @description A restock seen as stock */
        Lot: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            material: components["schemas"]["MaterialRef"];
            date: components["schemas"]["BusinessDate"];
            vendor: components["schemas"]["NamedRef"] | null;
            batchCode: components["schemas"]["BatchCode"];
            expiryDate: components["schemas"]["OptionalDate"];
            /** @description In */
            qty: components["schemas"]["Quantity"];
            /** @description Out */
            used: components["schemas"]["Quantity"];
            remaining: components["schemas"]["Quantity"];
            unitPrice?: components["schemas"]["Money"];
            /** @description remaining × unitPrice */
            value?: components["schemas"]["Money"];
            /** @description Its expiry date is before today */
            expired: boolean;
            /** @description It expires today or within 7 days */
            expiresSoon: boolean;
            /** Format: int32 */
            daysToExpiry: number | null;
        } & components["schemas"]["BlockState"];
        LotQuery: {
            /**
             * @default expiryDate
             * @enum {string}
             */
            sortBy?: "expiryDate" | "date" | "remaining" | "material";
            materialId?: components["schemas"]["Id"];
            packagingType?: components["schemas"]["PackagingType"];
            /**
             * @description Only lots that still hold something
             * @default true
             */
            inStock?: boolean;
            /** @description Only lots expired or expiring within 7 days */
            expiring?: boolean;
        };
        LotListRequest: components["schemas"]["ListRequest"] & components["schemas"]["LotQuery"];
        LotPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Lot"][];
            totals: {
                value?: components["schemas"]["Money"];
            };
        };
        /** @description What one usage took from a lot */
        LotUsage: {
            usageId: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            qty: components["schemas"]["Quantity"];
            reason: components["schemas"]["UsageReason"];
            note: components["schemas"]["Description"];
            productionRunId: components["schemas"]["Id"] | null;
            transactionId: components["schemas"]["Id"] | null;
            source: string | null;
        };
        LotDetailResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Lot"];
            usages: components["schemas"]["LotUsage"][];
        };
        MaterialCountRequest: {
            materialId: components["schemas"]["Id"];
            /** @description What is on the shelf */
            counted: components["schemas"]["Quantity"];
            date?: components["schemas"]["DateOrToday"];
            note?: components["schemas"]["Description"];
            /**
             * @description Answer the variance without recording it
             * @default false
             */
            dryRun?: boolean;
        };
        MaterialCountResponse: components["schemas"]["Success"] & {
            dryRun: boolean;
            materialId: components["schemas"]["Id"];
            /** @description What the lots dated on or before the count hold */
            system: components["schemas"]["Quantity"];
            counted: components["schemas"]["Quantity"];
            /** @description counted − system */
            variance: components["schemas"]["QuantityChange"];
            /** @description variance × the reference price */
            value?: components["schemas"]["MoneyChange"];
            /** @description The adjustment recorded (none on a dry run or without variance) */
            datas: components["schemas"]["MaterialLogEntry"] | null;
        };
        ProductionInputLine: {
            materialId: components["schemas"]["Id"];
            qty: components["schemas"]["PositiveQuantity"];
        };
        ProductionInputRow: {
            usageId: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            qty: components["schemas"]["Quantity"];
            /** @description At the cost of the lots it took */
            value?: components["schemas"]["Money"];
        };
        BatchState: {
            id: components["schemas"]["Id"];
            fresh: components["schemas"]["Quantity"];
            frozen: components["schemas"]["Quantity"];
            /** @description What has left the batch (sold, wasted, counted short) */
            out: components["schemas"]["Quantity"];
        };
        ProductionRun: components["schemas"]["Stamped"] & {
            state?: components["schemas"]["ProductionState"];
            date: components["schemas"]["BusinessDate"];
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            qty: components["schemas"]["Quantity"];
            unit: components["schemas"]["Unit"];
            /** @description qty × the product's price when recorded */
            value: components["schemas"]["Money"];
            /** @description The inputs at the cost of their lots */
            cost?: components["schemas"]["Money"];
            /** @description Labour and overhead (the product's rate when recorded or edited) */
            overheadCost?: components["schemas"]["Money"];
            /** @description (inputs' cost + overheadCost) ÷ qty */
            unitCost?: components["schemas"]["UnitCost"];
            /** @description The batch's expiry (issue 39): the earliest of the expiry given (`expiryGiven`) and the expiry dates of the material lots its inputs took (a lot without an expiry caps nothing). A batch made from a lot that expires does not outlive it: with no expiry given, a lot's expiry alone sets it. None only when neither the run nor any lot it took has one. Worked out again whenever the run is recorded or edited; an edit whose result falls before the last sale from the batch is refused (409 `production.soldExpiry`). */
            expiryDate: components["schemas"]["OptionalDate"];
            /** @description The expiry as recorded on the run (the form's value), before the lots cap it */
            expiryGiven: components["schemas"]["OptionalDate"];
            /** @description The lot whose expiry set `expiryDate`, or null when the expiry given stands (or there is none) */
            expiryCap: components["schemas"]["ExpiryCap"] | null;
            note: components["schemas"]["Description"];
            inputs: components["schemas"]["ProductionInputRow"][];
            batch: components["schemas"]["BatchState"] | null;
            createdBy: components["schemas"]["NamedRef"] | null;
            halalOverride?: components["schemas"]["HalalOverride"] | null;
        };
        /** @description Why a run was recorded although raw materials it took had no valid halal certificate on its date: who allowed it (the action "Override Halal"), when, why, and those materials as they stood */
        HalalOverride: {
            /** Format: date-time */
            at: string;
            by: components["schemas"]["NamedRef"] | null;
            reason: components["schemas"]["HalalReason"];
            materials: components["schemas"]["HalalProblem"][];
        };
        /** @description A raw material without a valid halal certificate on a run's date */
        HalalProblem: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            /** @enum {string} */
            state: "missing" | "expired";
            /** @description The certificate's expiry when it had expired */
            expiry: components["schemas"]["OptionalDate"];
        };
        /** @description Record the run although raw materials it takes have no valid halal certificate on its date (else 409 `halal.uncertified` naming them). Only with the action "Override Halal" (`/produksi/override-halal`, under Produksi): 403 `right.missing` otherwise. Ignored when every material is certified or needs none */
        HalalOverrideRequest: {
            reason: components["schemas"]["HalalReason"];
        };
        /**
         * @description `recorded`: the run took its inputs from the lots and made its batch. `planned` (from the production plan): no input taken, no batch, no cost; it counts in no stock, book, report or trace until it is started (`produksi/start`), and deleting it gives nothing back
         * @enum {string}
         */
        ProductionState: "planned" | "recorded";
        ProductionStartRequest: components["schemas"]["IdVersion"] & {
            date?: components["schemas"]["DateOrToday"];
            /** @description What was made; the planned qty when left out */
            qty?: components["schemas"]["PositiveQuantity"];
            /** @description As on `produksi/add` */
            expiryDate?: components["schemas"]["OptionalDate"];
            /** @description The planned run's note when left out */
            note?: components["schemas"]["Description"];
            halalOverride?: components["schemas"]["HalalOverrideRequest"];
            /** @description The raw materials used, each at most once; the product's recipe for the qty when left out */
            inputs?: components["schemas"]["ProductionInputLine"][];
        };
        ProductionInput: {
            date?: components["schemas"]["DateOrToday"];
            productId: components["schemas"]["Id"];
            qty: components["schemas"]["PositiveQuantity"];
            /** @description The batch's expiry as the producer sets it; the batch gets the earliest of it and the expiry dates of the lots the inputs take (see ProductionRun.expiryDate) */
            expiryDate?: components["schemas"]["OptionalDate"];
            note?: components["schemas"]["Description"];
            halalOverride?: components["schemas"]["HalalOverrideRequest"];
            /** @description The raw materials used, each at most once */
            inputs: components["schemas"]["ProductionInputLine"][];
        };
        /** @description The material lot that capped a batch's expiry: of the lots its run took, the one expiring first (the oldest lot, then the lowest id, when two expire the same day), when it expires before the expiry given */
        ExpiryCap: {
            lotId: components["schemas"]["Id"];
            material: components["schemas"]["MaterialRef"];
            batchCode: components["schemas"]["BatchCode"];
            /** @description The lot's expiry */
            expiryDate: components["schemas"]["BusinessDate"];
        };
        ProductionUpdate: components["schemas"]["ProductionInput"] & components["schemas"]["IdVersion"];
        ProductionQuery: {
            /**
             * @default date
             * @enum {string}
             */
            sortBy?: "date" | "product" | "qty" | "value" | "updatedAt";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
            productId?: components["schemas"]["Id"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
            /**
             * @description Recorded runs (what the totals and the export add up) unless planned ones are asked for
             * @default recorded
             */
            state?: components["schemas"]["ProductionState"];
        };
        ProductionListRequest: components["schemas"]["ListRequest"] & components["schemas"]["ProductionQuery"];
        ProductionExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["ProductionQuery"];
        ProductionPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["ProductionRun"][];
            totals: {
                value: components["schemas"]["Money"];
                cost?: components["schemas"]["Money"];
                quantities: components["schemas"]["QuantityByUnit"][];
            };
        };
        ProductionResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["ProductionRun"];
        };
        RecipeLine: {
            materialId: components["schemas"]["Id"];
            /** @description Raw material per `standardYield` units of product (per unit with the default yield of 1) */
            qtyPerUnit: components["schemas"]["PositiveQuantity"];
        };
        RecipeLineRow: {
            materialId: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            qtyPerUnit: components["schemas"]["Quantity"];
            /** @description What its lots not expired today hold */
            available: components["schemas"]["Quantity"];
            /** @description Whole units this material alone allows */
            canMake: components["schemas"]["Count"];
        };
        Recipe: {
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            lines: components["schemas"]["RecipeLineRow"][];
            /** @description Whole units the usable stock can still make; null without a recipe */
            canMake: components["schemas"]["Count"] | null;
            /** @description Units of product the lines' quantities make (1 unless set) */
            standardYield?: components["schemas"]["PositiveQuantity"];
            expectedLossPct?: components["schemas"]["LossPercent"];
        };
        /**
         * Format: double
         * @description The % of what a run makes that is expected lost (rejects, breakage), up to 2 decimals: N good units take N ÷ (1 − loss ÷ 100) × each line ÷ standardYield of each material, and the stock makes that much less
         */
        LossPercent: number;
        RecipeListRequest: {
            productId?: components["schemas"]["Id"];
            /** @description Part of the product's name or code */
            search?: components["schemas"]["Search"];
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
        };
        RecipeListResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Recipe"][];
            /** @description Products matching the search (and productId) */
            total: components["schemas"]["Count"];
        };
        RecipeSaveRequest: {
            productId: components["schemas"]["Id"];
            /**
             * @description Each raw material at most once; none removes the recipe
             * @default []
             */
            lines?: components["schemas"]["RecipeLine"][];
            /**
             * @description Units of product the lines' quantities make
             * @default 1
             */
            standardYield?: components["schemas"]["PositiveQuantity"];
            /** @default 0 */
            expectedLossPct?: components["schemas"]["LossPercent"];
        };
        RecipeResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Recipe"];
        };
        /**
         * Format: int32
         * @description How many delivery days the plan covers, from its date
         */
        PlanDays: number;
        PlanRequest: {
            /** @description The first delivery day */
            date: components["schemas"]["BusinessDate"];
            /** @default 1 */
            days?: components["schemas"]["PlanDays"];
        };
        PlanBuckets: {
            fresh: components["schemas"]["Quantity"];
            frozen: components["schemas"]["Quantity"];
        };
        /** @description The need rounded up to the batch size (0 when covered): `fresh` what fresh orders need beyond fresh stock and the runs planned (which make fresh), the rest (frozen orders, the minimum, the rounding) `frozen` */
        PlanToMake: {
            fresh: components["schemas"]["Quantity"];
            frozen: components["schemas"]["Quantity"];
            total: components["schemas"]["Quantity"];
        };
        /** @description One product's line of the plan, with the figures that make it */
        PlanLine: {
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            /** @description An inactive product cannot be made (createRuns refuses it) */
            active: boolean;
            /** @description Ordered for the days: lines of orders not yet packed and of the standing orders' days not made yet */
            ordered: components["schemas"]["PlanBuckets"];
            /** @description Of `ordered` */
            standing: components["schemas"]["Quantity"];
            /** @description Of `ordered` */
            held: components["schemas"]["Quantity"];
            /** @description The product's minimum stock */
            minimum: components["schemas"]["Quantity"];
            /** @description Stock of batches not expired on the first day (what open orders took is out of it already) */
            onHand: components["schemas"]["PlanBuckets"];
            /** @description Of `onHand`, what expires before a later day of the plan would need it (it serves only the days before it): counted back into `need` (0 for one day) */
            expiring: components["schemas"]["Quantity"];
            /** @description Runs planned up to the last day */
            planned: components["schemas"]["Quantity"];
            /** @description ordered − held + minimum − onHand + expiring − planned (negative: covered) */
            need: components["schemas"]["QuantityChange"];
            batchSize: components["schemas"]["Quantity"] | null;
            toMake: components["schemas"]["PlanToMake"];
        };
        /** @description A planned run the plan counts */
        PlanRun: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            date: components["schemas"]["BusinessDate"];
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            qty: components["schemas"]["Quantity"];
        };
        /** @description What needs a material on a day (the products and runs are named in the plan's `lines` and `runs`) */
        PlanNeed: {
            date: components["schemas"]["BusinessDate"];
            qty: components["schemas"]["Quantity"];
            /** @description The planned run; null for a plan line still to make or packs */
            runId: components["schemas"]["Id"] | null;
            /** @description What the run or line makes; null for packs */
            productId: components["schemas"]["Id"] | null;
            /** @description For packs: how many standing orders' days not made yet take them that day (0 otherwise) */
            standingOrders: components["schemas"]["Count"];
        };
        PlanMaterial: {
            material: components["schemas"]["MaterialRef"];
            kind: components["schemas"]["MaterialKind"];
            needed: components["schemas"]["Quantity"];
            /** @description What its lots not expired on the first day it is needed hold */
            onHand: components["schemas"]["Quantity"];
            /** @description Still to arrive on open purchase orders (draft, sent, partly received) expected by the first day it is needed, or without an expected date */
            onOrder: components["schemas"]["Quantity"];
            /** @description What is missing, less what is on order: the most that the needs from any day on exceed the lots not expired that day (a lot expiring before a later run serves only the runs before it) */
            short: components["schemas"]["Quantity"];
            preferredVendorId: components["schemas"]["Id"] | null;
            /** @description The preferred vendor by name (the plan's readers need not see the vendors' list) */
            preferredVendor: components["schemas"]["NamedRef"] | null;
            minOrderQty: components["schemas"]["Quantity"] | null;
            needs: components["schemas"]["PlanNeed"][];
        };
        ProductionPlan: {
            date: components["schemas"]["BusinessDate"];
            days: components["schemas"]["PlanDays"];
            /** @description The last day */
            until: components["schemas"]["BusinessDate"];
            /** @description Products ordered, under their minimum or with runs planned, by name */
            lines: components["schemas"]["PlanLine"][];
            /** @description The planned runs up to the last day */
            runs: components["schemas"]["PlanRun"][];
            /** @description Materials needed, short ones first */
            materials: components["schemas"]["PlanMaterial"][];
        };
        PlanResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["ProductionPlan"];
        };
        PlanCreateRunsRequest: {
            /** @description The day the runs are planned for */
            date: components["schemas"]["BusinessDate"];
            note?: components["schemas"]["Description"];
            lines: {
                productId: components["schemas"]["Id"];
                qty: components["schemas"]["PositiveQuantity"];
            }[];
        };
        PlanCreateRunsResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["ProductionRun"][];
        };
        PlanCreatePurchaseOrdersRequest: {
            /** @description The plan's first delivery day */
            date: components["schemas"]["BusinessDate"];
            /** @default 1 */
            days?: components["schemas"]["PlanDays"];
            /** @description Only these of the plan's short materials (all of them when left out) */
            materialIds?: components["schemas"]["Id"][];
        };
        PlanCreatePurchaseOrdersResponse: components["schemas"]["Success"] & {
            datas: {
                orders: components["schemas"]["PurchaseOrder"][];
                /** @description Short materials ordered by nobody, for want of a vendor */
                skipped: {
                    material: components["schemas"]["MaterialRef"];
                    short: components["schemas"]["Quantity"];
                }[];
            };
        };
        /** @enum {string} */
        StockBucket: "fresh" | "frozen";
        ProductBatch: components["schemas"]["Stamped"] & components["schemas"]["BlockState"] & {
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            productionRunId: components["schemas"]["Id"] | null;
            /**
             * @description A production run's batch or opening stock
             * @enum {string}
             */
            origin: "production" | "opening";
            date: components["schemas"]["BusinessDate"];
            expiryDate: components["schemas"]["OptionalDate"];
            fresh: components["schemas"]["Quantity"];
            frozen: components["schemas"]["Quantity"];
            total: components["schemas"]["Quantity"];
            /** @description Its expiry date is before today */
            expired: boolean;
            /** @description Its run's cost ÷ the qty made; opening stock: the product's latest run batch's when entered */
            unitCost?: components["schemas"]["UnitCost"];
            /** @description total × unitCost, rounded: what the stock on hand cost to make */
            value?: components["schemas"]["Money"];
        };
        ProductBatchQuery: {
            /**
             * @default date
             * @enum {string}
             */
            sortBy?: "date" | "product" | "fresh" | "frozen" | "expiryDate";
            productId?: components["schemas"]["Id"];
            /** @description Only batches with stock in this bucket */
            bucket?: components["schemas"]["StockBucket"];
            /**
             * @description Batches without stock too
             * @default false
             */
            includeEmpty?: boolean;
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        ProductBatchListRequest: components["schemas"]["ListRequest"] & components["schemas"]["ProductBatchQuery"];
        ProductBatchPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["ProductBatch"][];
            totals: {
                fresh: components["schemas"]["Quantity"];
                frozen: components["schemas"]["Quantity"];
            };
        };
        ProductBatchResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["ProductBatch"];
        };
        /**
         * @description `opening`: a new batch of the product holding `qty` in the bucket (no `batchId`). `waste`: `qty` thrown away, from
         *     `batchId` or else oldest batch first. `count`: `qty` is what was counted in the bucket of `batchId`.
         */
        StockAdjustmentRequest: {
            /** @enum {string} */
            reason: "opening" | "count" | "waste";
            productId: components["schemas"]["Id"];
            batchId?: components["schemas"]["Id"] | null;
            bucket: components["schemas"]["StockBucket"];
            qty: components["schemas"]["Quantity"];
            date?: components["schemas"]["DateOrToday"];
            /** @description Opening stock only */
            expiryDate?: components["schemas"]["OptionalDate"];
            note?: components["schemas"]["Description"];
            /**
             * @description Answer the changes and variance without recording them
             * @default false
             */
            dryRun?: boolean;
        };
        StockChange: {
            /** @description Null for a batch a dry run would make */
            batchId: components["schemas"]["Id"] | null;
            bucket: components["schemas"]["StockBucket"];
            before: components["schemas"]["Quantity"];
            after: components["schemas"]["Quantity"];
            qty: components["schemas"]["QuantityChange"];
        };
        StockAdjustmentResponse: components["schemas"]["Success"] & {
            dryRun: boolean;
            changes: components["schemas"]["StockChange"][];
            /** @description The net change (the variance of a count) */
            qty: components["schemas"]["QuantityChange"];
            /** @description qty × the product's price */
            value?: components["schemas"]["MoneyChange"];
        };
        StockMoveInput: {
            /** @description The bucket the amount goes to; it comes from the other one */
            to: components["schemas"]["StockBucket"];
            qty: components["schemas"]["PositiveQuantity"];
            date?: components["schemas"]["DateOrToday"];
            note?: components["schemas"]["Description"];
        };
        /** @description A move within the batch `id` (its `version` as last read) */
        StockMoveRequest: components["schemas"]["StockMoveInput"] & components["schemas"]["IdVersion"];
        StockAvailableRequest: {
            /** @description Only these products, active or not (the lines of an order being edited may hold one no longer sold), in the same order by name; without it a page of the active products, by name */
            productIds?: components["schemas"]["Id"][];
            /** @description Part of an active product's name or code (without productIds) */
            search?: components["schemas"]["Search"];
            page?: components["schemas"]["Page"];
            perPage?: components["schemas"]["PerPage"];
        };
        StockAvailableRow: {
            productId: components["schemas"]["Id"];
            code: components["schemas"]["ProductCode"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            price: components["schemas"]["Money"];
            qty: components["schemas"]["Quantity"];
            batches: components["schemas"]["Count"];
            /** @description The batch taken first */
            oldestDate: components["schemas"]["OptionalDate"];
            nextExpiry: components["schemas"]["OptionalDate"];
        };
        StockAvailableResponse: components["schemas"]["Success"] & {
            /** @enum {string} */
            category: "Fresh" | "Frozen";
            bucket: components["schemas"]["StockBucket"];
            datas: components["schemas"]["StockAvailableRow"][];
            /** @description Products matching (the active ones and the search, or the ids asked), over every page */
            total: components["schemas"]["Count"];
            /** @description What the bucket's sellable stock of every matching product is worth: Σ per product of qty × price, rounded to the rupiah */
            value?: components["schemas"]["Money"];
        };
        /** @enum {string} */
        LedgerReason: "production" | "opening" | "count" | "waste" | "move" | "sale" | "return";
        LedgerEntry: {
            id: components["schemas"]["Id"];
            at: components["schemas"]["Timestamp"];
            date: components["schemas"]["BusinessDate"];
            batchId: components["schemas"]["Id"];
            batchDate: components["schemas"]["BusinessDate"];
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            bucket: components["schemas"]["StockBucket"];
            qty: components["schemas"]["QuantityChange"];
            reason: components["schemas"]["LedgerReason"];
            note: components["schemas"]["Description"];
            productionRunId: components["schemas"]["Id"] | null;
            transactionId: components["schemas"]["Id"] | null;
            createdBy: components["schemas"]["NamedRef"] | null;
        };
        StockLedgerQuery: {
            /**
             * @default at
             * @enum {string}
             */
            sortBy?: "at" | "date";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
            productId?: components["schemas"]["Id"];
            batchId?: components["schemas"]["Id"];
            reason?: components["schemas"]["LedgerReason"];
            bucket?: components["schemas"]["StockBucket"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        StockLedgerRequest: components["schemas"]["ListRequest"] & components["schemas"]["StockLedgerQuery"];
        StockLedgerPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["LedgerEntry"][];
        };
        /** @enum {string} */
        PaymentMethod: "tunai" | "transfer" | "qris" | "lainnya";
        /**
         * Format: int32
         * @description Days after delivery an order of this customer is due (0 = cash on delivery)
         */
        PaymentTermDays: number;
        /**
         * Format: int32
         * @description The shelf life the customer asks to be left at delivery, in days (0 = none asked): an order of this customer takes only batches that expire on or after its delivery date (its date when it has none) plus these days; a shortage this causes says how much stock it left out (`stock.short` with shortDated and minShelfLifeDays)
         */
        MinShelfLifeDays: number;
        /** @description The most the customer may owe (integer rupiah, open balances of delivered and undelivered orders less deposit); null = no limit */
        CreditLimit: components["schemas"]["Money"] | null;
        /**
         * @description From the order's payments: unpaid (nothing paid), partial, paid (nothing left to pay)
         * @enum {string}
         */
        OrderPaymentState: "unpaid" | "partial" | "paid";
        /**
         * @description Why an order was held for credit when it was entered or changed (`reasons`: `limit` — the customer would owe
         *     `exposure` against `limit`; `overdue` — an order of theirs was `overdueDays` past due), and its release.
         */
        CreditHold: {
            reasons: ("limit" | "overdue")[];
            /** @description What the customer would owe with this order */
            exposure: components["schemas"]["Money"];
            limit: components["schemas"]["CreditLimit"];
            /** @description Days past due of their most overdue order (0 when none) */
            overdueDays: components["schemas"]["Count"];
            heldAt: components["schemas"]["Timestamp"];
            releasedAt: components["schemas"]["Timestamp"] | null;
            releasedBy: components["schemas"]["NamedRef"] | null;
            releaseNote: string | null;
        };
        /** @description Part of a payment that pays an order (net of later changes: a reversal or a return takes it back) */
        PaymentAllocation: {
            orderId: components["schemas"]["Id"];
            number: components["schemas"]["TransactionNumber"];
            amount: components["schemas"]["Money"];
        };
        Payment: components["schemas"]["Stamped"] & {
            customerId: components["schemas"]["Id"];
            customer: components["schemas"]["NamedRef"];
            date: components["schemas"]["BusinessDate"];
            amount: components["schemas"]["Money"];
            method: components["schemas"]["PaymentMethod"];
            /** @description Bank reference or a note */
            reference: string | null;
            /** @description Σ of the allocations */
            allocated: components["schemas"]["Money"];
            /** @description amount − allocated while not reversed: the customer's deposit from this payment */
            deposit: components["schemas"]["Money"];
            allocations: components["schemas"]["PaymentAllocation"][];
            createdBy: components["schemas"]["NamedRef"] | null;
            reversedAt: components["schemas"]["Timestamp"] | null;
            reversedBy: components["schemas"]["NamedRef"] | null;
            reverseReason: string | null;
        };
        PaymentAllocationInput: {
            orderId: components["schemas"]["Id"];
            amount: components["schemas"]["PositiveMoney"];
        };
        /**
         * Format: int64
         * @description Integer rupiah, more than 0
         */
        PositiveMoney: number;
        PaymentInput: {
            customerId: components["schemas"]["Id"];
            /** @description The day the money came in (today when left out) */
            date?: components["schemas"]["BusinessDate"];
            amount: components["schemas"]["PositiveMoney"];
            method: components["schemas"]["PaymentMethod"];
            reference?: string | null;
            allocations?: components["schemas"]["PaymentAllocationInput"][];
            /**
             * @description Save nothing; answer the payment as it would be
             * @default false
             */
            dryRun?: boolean;
        };
        PaymentReverseRequest: {
            reason: string;
        };
        PaymentQuery: {
            customerId?: components["schemas"]["Id"];
            /** @description Payments with an allocation to this order */
            orderId?: components["schemas"]["Id"];
            method?: components["schemas"]["PaymentMethod"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
            /** @description Only payments with a deposit left (not reversed) */
            unallocated?: boolean;
        };
        PaymentListRequest: components["schemas"]["ListRequest"] & components["schemas"]["PaymentQuery"];
        PaymentPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Payment"][];
            /** @description Over every matching payment that is not reversed */
            totals: {
                amount: components["schemas"]["Money"];
                deposit: components["schemas"]["Money"];
            };
        };
        PaymentResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Payment"];
            dryRun?: boolean;
        };
        /**
         * @description The bank whose export a file is, known by its header row (KlikBCA, Mandiri, BRI internet banking), or `custom`: a mapping chosen for it
         * @enum {string}
         */
        BankName: "bca" | "mandiri" | "bri" | "custom";
        /** @description A column of the file, by the text of its header */
        BankColumn: string;
        /**
         * @description Which column holds what. `amount`: one column of amounts, signed (less than 0 is money out) or marked CR/DB
         *     (in the cell, in the `direction` column, or in the column right after it); or `credit` (money in) with
         *     `debit` (money out) as two columns. Either `amount` or `credit`.
         */
        BankImportMapping: {
            date: components["schemas"]["BankColumn"];
            description: components["schemas"]["BankColumn"];
            amount?: components["schemas"]["BankColumn"];
            direction?: components["schemas"]["BankColumn"];
            credit?: components["schemas"]["BankColumn"];
            debit?: components["schemas"]["BankColumn"];
        };
        PaymentImportPreviewRequest: {
            /**
             * Format: binary
             * @description A bank statement export, CSV or XLSX (at most 2 MB)
             */
            file: Blob;
            mapping?: components["schemas"]["BankImportMapping"];
        };
        /** @description An open order a line may pay */
        BankImportOrder: {
            id: components["schemas"]["Id"];
            number: components["schemas"]["TransactionNumber"];
            customerId: components["schemas"]["Id"];
            customer: components["schemas"]["NamedRef"];
            date: components["schemas"]["BusinessDate"];
            dueDate: components["schemas"]["BusinessDate"] | null;
            balance: components["schemas"]["Money"];
        };
        BankImportDescription: string;
        BankImportLine: {
            /**
             * Format: int32
             * @description The line's row in the file
             */
            row: number;
            date: components["schemas"]["BusinessDate"];
            description: components["schemas"]["BankImportDescription"];
            amount: components["schemas"]["PositiveMoney"];
            /**
             * Format: int32
             * @description The how-manieth line of the file with this date, amount and description
             */
            occurrence: number;
            fingerprint: string;
            /**
             * @description matched: orders or a customer found; ambiguous: several (see `candidates`, `reason`); unknown: nothing; duplicate: recorded by an earlier import
             * @enum {string}
             */
            status: "matched" | "ambiguous" | "unknown" | "duplicate";
            /**
             * @description number: an order number in the description; name: a remembered account name; amount: the one open balance of this amount
             * @enum {string|null}
             */
            matchedBy: "number" | "name" | "amount" | null;
            /**
             * @description Why a line waits: orderPaid (its order number is of an order paid already), manyNames (account names of several customers), manyAmounts (several open balances of this amount), sameOrder (another line of the file matches the same order by amount)
             * @enum {string|null}
             */
            reason: "orderPaid" | "manyNames" | "manyAmounts" | "sameOrder" | null;
            /** @description The orders it would pay, in turn */
            orders: components["schemas"]["BankImportOrder"][];
            /** @description The customer it would be recorded for */
            customer: components["schemas"]["NamedRef"] | null;
            /** @description The orders an ambiguous line may pay */
            candidates: components["schemas"]["BankImportOrder"][];
            /** @description The sender's account name as far as the description tells it (a guess to remember) */
            senderName: string | null;
            /** @description A duplicate: the payment recorded for it before */
            paymentId: components["schemas"]["Id"] | null;
        };
        PaymentImportPreviewResponse: {
            /** @description null: the header row is not known; choose a mapping */
            bank: components["schemas"]["BankName"] | null;
            /** Format: int32 */
            headerRow: number | null;
            /** @description The header row's cells (the mapping's choices) */
            headers: string[];
            mapping: components["schemas"]["BankImportMapping"] | null;
            /** @description The mapping is one chosen before for this header row */
            remembered: boolean;
            lines: components["schemas"]["BankImportLine"][];
            counts: {
                matched: components["schemas"]["Count"];
                ambiguous: components["schemas"]["Count"];
                unknown: components["schemas"]["Count"];
                duplicate: components["schemas"]["Count"];
                /** @description Lines of money out */
                debits: components["schemas"]["Count"];
            };
        };
        PaymentImportConfirmLine: {
            date: components["schemas"]["BusinessDate"];
            description: components["schemas"]["BankImportDescription"];
            amount: components["schemas"]["PositiveMoney"];
            /** Format: int32 */
            occurrence: number;
            orderIds?: components["schemas"]["Id"][];
            customerId?: components["schemas"]["Id"];
            /** @description Remember this account name as the line's customer's */
            rememberName?: string | null;
        };
        PaymentImportConfirmRequest: {
            lines: components["schemas"]["PaymentImportConfirmLine"][];
            /** @description A mapping to use for every later file with this header row */
            remember?: {
                headers: string[];
                mapping: components["schemas"]["BankImportMapping"];
            };
        };
        PaymentImportConfirmResponse: components["schemas"]["Success"] & {
            recorded: components["schemas"]["Count"];
            duplicates: components["schemas"]["Count"];
            lines: {
                fingerprint: string;
                /** @enum {string} */
                status: "recorded" | "duplicate";
                paymentId: components["schemas"]["Id"] | null;
            }[];
        };
        CustomerCreditRequest: {
            customerId: components["schemas"]["Id"];
        };
        CustomerCredit: {
            customerId: components["schemas"]["Id"];
            paymentTermDays: components["schemas"]["PaymentTermDays"];
            creditLimit: components["schemas"]["CreditLimit"];
            /** @description Σ balances of their orders (delivered or not) */
            open: components["schemas"]["Money"];
            deposit: components["schemas"]["Money"];
            /** @description open − deposit (at least 0): what the limit is held against */
            exposure: components["schemas"]["Money"];
            /** @description limit − exposure (null without a limit) */
            available: components["schemas"]["MoneyChange"] | null;
            overdueOrders: components["schemas"]["Count"];
            overdueBalance: components["schemas"]["Money"];
            /** @description Days past due of the most overdue order */
            overdueDays: components["schemas"]["Count"];
            /** @description Orders with a balance, in the order a payment without allocations pays them */
            openOrders: {
                id: components["schemas"]["Id"];
                number: components["schemas"]["TransactionNumber"];
                date: components["schemas"]["BusinessDate"];
                dueDate: components["schemas"]["OptionalDate"];
                total: components["schemas"]["Money"];
                paid: components["schemas"]["Money"];
                balance: components["schemas"]["Money"];
                delivered: boolean;
            }[];
        };
        CustomerCreditResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["CustomerCredit"];
        };
        TransactionReleaseHoldRequest: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            note: string;
        };
        AgingQuery: {
            date?: components["schemas"]["BusinessDate"];
            search?: components["schemas"]["Search"];
            /**
             * @description Then by name and id
             * @default balance
             * @enum {string}
             */
            sortBy?: "balance" | "customer" | "notDue" | "days1to7" | "days8to30" | "days31to60" | "over60" | "open" | "credit";
            /**
             * @description Largest first for a figure and A–Z for `customer` when left out
             * @enum {string}
             */
            sortDir?: "asc" | "desc";
        };
        AgingRequest: components["schemas"]["AgingQuery"] & {
            page?: components["schemas"]["Page"];
            /**
             * Format: int32
             * @default 50
             */
            perPage?: number;
        };
        AgingExportRequest: components["schemas"]["AgingQuery"] & {
            /**
             * @default xlsx
             * @enum {string}
             */
            format?: "xlsx" | "csv";
            separator?: components["schemas"]["CsvSeparator"];
        };
        AgingFigures: {
            notDue: components["schemas"]["Money"];
            days1to7: components["schemas"]["Money"];
            days8to30: components["schemas"]["Money"];
            days31to60: components["schemas"]["Money"];
            over60: components["schemas"]["Money"];
            open: components["schemas"]["Money"];
            credit: components["schemas"]["Money"];
            balance: components["schemas"]["MoneyChange"];
        };
        AgingRow: components["schemas"]["AgingFigures"] & {
            customerId: components["schemas"]["Id"];
            customer: components["schemas"]["Name"];
            phone: components["schemas"]["Phone"];
        };
        AgingResponse: components["schemas"]["Success"] & {
            date: components["schemas"]["BusinessDate"];
            /** @description The page asked for */
            rows: components["schemas"]["AgingRow"][];
            /** @description Of every customer matching the search */
            totals: components["schemas"]["AgingFigures"];
            /** @description How many customers match */
            total: components["schemas"]["Count"];
            page: components["schemas"]["Page"];
            /** Format: int32 */
            perPage: number;
        };
        StockAtRiskRequest: {
            /** @description The day at whose end stock is read; today when left out, never later */
            date?: components["schemas"]["BusinessDate"];
            /**
             * @description Only product batches, or only material lots (raw and packaging); both when left out
             * @enum {string}
             */
            kind?: "product" | "material";
            /** @description Part of the product or material name, or of the lot code */
            search?: components["schemas"]["Search"];
            /**
             * @description Then by name, kind and id
             * @default valueAtRisk
             * @enum {string}
             */
            sortBy?: "valueAtRisk" | "expiryDate" | "name";
            /**
             * @description Largest first for `valueAtRisk`, soonest first for `expiryDate` and A–Z for `name` when left out
             * @enum {string}
             */
            sortDir?: "asc" | "desc";
            page?: components["schemas"]["Page"];
            /**
             * Format: int32
             * @default 50
             */
            perPage?: number;
        };
        StockAtRiskRow: {
            /** @enum {string} */
            kind: "product" | "raw" | "packaging";
            /** @description The batch (product) or the lot (restock, material) */
            id: components["schemas"]["Id"];
            /** @description The product or the material */
            itemId: components["schemas"]["Id"];
            name: string;
            /** @description The product's code; null for a material */
            code: components["schemas"]["ProductCode"] | null;
            /** @description The lot's code from its supplier; null for a batch (shown by its number) and a lot without one */
            batchCode: components["schemas"]["BatchCode"];
            unit: components["schemas"]["Unit"];
            /** @description Made (batch) or received (lot) */
            date: components["schemas"]["BusinessDate"];
            expiryDate: components["schemas"]["BusinessDate"];
            /**
             * Format: int32
             * @description expiryDate − date asked; 0 or less: expired by the end of that day
             */
            daysLeft: number;
            /** @description daysLeft ≤ 0 */
            expired: boolean;
            /** @description Held at the end of the day (a batch: fresh + frozen) */
            qty: components["schemas"]["Quantity"];
            /** @description Its product's or material's average use a day over the 28 days ending on the date, 3 decimals */
            dailyUse: components["schemas"]["Quantity"];
            /**
             * Format: double
             * @description qty ÷ dailyUse, 1 decimal; null when nothing was used (never covered)
             */
            daysOfCover: number | null;
            /** @description What will not be used before it expires: qty − dailyUse × max(daysLeft, 0), rounded up */
            qtyAtRisk: components["schemas"]["Quantity"];
            /** @description A batch's HPP (decision 037) or a lot's price, 2 decimals */
            unitCost: components["schemas"]["UnitCost"];
            /** @description qtyAtRisk × unitCost */
            valueAtRisk: components["schemas"]["Money"];
        };
        StockAtRiskTotals: {
            valueAtRisk: components["schemas"]["Money"];
            /** @description Rows already expired */
            expired: components["schemas"]["Count"];
            /** @description Of the value at risk */
            expiredValue: components["schemas"]["Money"];
        };
        StockAtRiskResponse: components["schemas"]["Success"] & {
            date: components["schemas"]["BusinessDate"];
            /** @description The page asked for */
            rows: components["schemas"]["StockAtRiskRow"][];
            /** @description Of every row matching `kind` and `search`, not only the page */
            totals: components["schemas"]["StockAtRiskTotals"];
            /** @description How many rows match */
            total: components["schemas"]["Count"];
            page: components["schemas"]["Page"];
            /** Format: int32 */
            perPage: number;
        };
        StatementRequest: {
            customerId: components["schemas"]["Id"];
            from: components["schemas"]["BusinessDate"];
            to: components["schemas"]["BusinessDate"];
        };
        StatementEntry: {
            date: components["schemas"]["BusinessDate"];
            /**
             * @description A customer statement has orders and returns, a vendor statement bills; both payments and reversals
             * @enum {string}
             */
            kind: "order" | "return" | "bill" | "payment" | "reversal";
            /** @description The order's number, a bill's purchase order number, or the payment's id (PAY-<id>) */
            reference: string;
            /** @description A return's reason, a payment's bank reference or note, a reversal's reason */
            description: string | null;
            /** @description A payment's or reversal's method (null for orders and returns) */
            method: components["schemas"]["PaymentMethod"] | null;
            debit: components["schemas"]["Money"];
            credit: components["schemas"]["Money"];
            balance: components["schemas"]["MoneyChange"];
        };
        StatementResponse: components["schemas"]["Success"] & {
            customer: components["schemas"]["NamedRef"];
            from: components["schemas"]["BusinessDate"];
            to: components["schemas"]["BusinessDate"];
            opening: components["schemas"]["MoneyChange"];
            entries: components["schemas"]["StatementEntry"][];
            closing: components["schemas"]["MoneyChange"];
        };
        VendorStatementRequest: {
            vendorId: components["schemas"]["Id"];
            from: components["schemas"]["BusinessDate"];
            to: components["schemas"]["BusinessDate"];
        };
        VendorStatementResponse: components["schemas"]["Success"] & {
            vendor: components["schemas"]["NamedRef"];
            from: components["schemas"]["BusinessDate"];
            to: components["schemas"]["BusinessDate"];
            opening: components["schemas"]["MoneyChange"];
            entries: components["schemas"]["StatementEntry"][];
            closing: components["schemas"]["MoneyChange"];
        };
        /** @description `PO-<year>-NNNN`, numbered per year of the order's date */
        PurchaseOrderNumber: string;
        /**
         * @description `draft` (changes nothing yet), `sent` (lines locked), `partial` (partly received), `received` (every line arrived), `cancelled`
         * @enum {string}
         */
        PurchaseOrderState: "draft" | "sent" | "partial" | "received" | "cancelled";
        /** @description Days a lot of this material keeps from the day it is received: proposes the expiry when receiving a purchase order; null = none */
        ShelfLifeDays: number | null;
        PurchaseMaterialRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            kind: components["schemas"]["MaterialKind"];
            shelfLifeDays: components["schemas"]["ShelfLifeDays"];
        };
        /** @description The order's vendor, with the phone its WhatsApp message goes to and the address its printed order shows */
        PurchaseVendorRef: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            phone: components["schemas"]["Phone"];
            address: components["schemas"]["Address"];
        };
        PurchaseOrderLine: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            material: components["schemas"]["PurchaseMaterialRef"];
            /** @description Ordered */
            qty: components["schemas"]["Quantity"];
            unitPrice: components["schemas"]["Money"];
            /** @description qty × unitPrice, rounded to the rupiah */
            total: components["schemas"]["Money"];
            /** @description When the vendor is expected to deliver it */
            expectedDate: components["schemas"]["OptionalDate"];
            /** @description What has arrived so far */
            received: components["schemas"]["Quantity"];
        };
        PurchaseReceiptLine: {
            lineId: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            /** @description The material lot this line made (a restock) */
            restockId: components["schemas"]["Id"];
            qty: components["schemas"]["Quantity"];
            /** @description The price received at */
            unitPrice: components["schemas"]["Money"];
            /** @description The order line's price when received */
            orderedPrice: components["schemas"]["Money"];
            /** @description unitPrice differs from the order line's */
            priceChanged: boolean;
            total: components["schemas"]["Money"];
            batchCode: components["schemas"]["BatchCode"];
            expiryDate: components["schemas"]["OptionalDate"];
        };
        VendorBillState: {
            id: components["schemas"]["Id"];
            amount: components["schemas"]["Money"];
            dueDate: components["schemas"]["BusinessDate"];
            paid: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
        };
        PurchaseReceipt: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            note: components["schemas"]["Description"];
            createdAt: components["schemas"]["Timestamp"];
            createdBy: components["schemas"]["NamedRef"] | null;
            /** @description The vendor's bill for what arrived */
            bill: components["schemas"]["VendorBillState"];
            lines: components["schemas"]["PurchaseReceiptLine"][];
        };
        PurchaseOrder: components["schemas"]["Stamped"] & {
            number: components["schemas"]["PurchaseOrderNumber"];
            vendorId: components["schemas"]["Id"];
            vendor: components["schemas"]["PurchaseVendorRef"];
            date: components["schemas"]["BusinessDate"];
            state: components["schemas"]["PurchaseOrderState"];
            note: components["schemas"]["Description"];
            /** @description Σ of the lines ordered */
            total: components["schemas"]["Money"];
            /** @description Σ of the receipts (what the vendor billed) */
            receivedValue: components["schemas"]["Money"];
            lines: components["schemas"]["PurchaseOrderLine"][];
            receipts: components["schemas"]["PurchaseReceipt"][];
            sentAt: components["schemas"]["Timestamp"] | null;
            cancelledAt: components["schemas"]["Timestamp"] | null;
            cancelReason: string | null;
            createdBy: components["schemas"]["NamedRef"] | null;
        };
        PurchaseOrderLineInput: {
            /** @description A raw or packaging material */
            materialId: components["schemas"]["Id"];
            qty: components["schemas"]["PositiveQuantity"];
            /** @description The material's reference price when left out */
            unitPrice?: components["schemas"]["Money"];
            expectedDate?: components["schemas"]["OptionalDate"];
        };
        /** @description A draft purchase order; a material at most once */
        PurchaseOrderInput: {
            vendorId: components["schemas"]["Id"];
            date?: components["schemas"]["DateOrToday"];
            note?: components["schemas"]["Description"];
            lines: components["schemas"]["PurchaseOrderLineInput"][];
        };
        PurchaseOrderQuery: {
            /**
             * @default date
             * @enum {string}
             */
            sortBy?: "date" | "number" | "vendor" | "total" | "state" | "updatedAt";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
            state?: components["schemas"]["PurchaseOrderState"];
            vendorId?: components["schemas"]["Id"];
            /** @description From this date (inclusive) */
            dateFrom?: components["schemas"]["BusinessDate"];
            /** @description Up to this date (inclusive) */
            dateTo?: components["schemas"]["BusinessDate"];
        };
        PurchaseSendRequest: {
            version?: components["schemas"]["Version"];
        };
        PurchaseCancelRequest: {
            version?: components["schemas"]["Version"];
            reason?: string | null;
        };
        PurchaseReceiveLineInput: {
            /** @description A line of this order */
            lineId: components["schemas"]["Id"];
            qty: components["schemas"]["PositiveQuantity"];
            /** @description The order line's price when left out */
            unitPrice?: components["schemas"]["Money"];
            batchCode?: components["schemas"]["BatchCode"];
            /** @description The material's shelf life after the receipt's date when left out */
            expiryDate?: components["schemas"]["OptionalDate"];
        };
        PurchaseReceiveRequest: {
            id: components["schemas"]["Id"];
            /** @description When given, a stale one is 409 (two receipts at once never over-receive either way) */
            version?: components["schemas"]["Version"];
            date?: components["schemas"]["DateOrToday"];
            note?: components["schemas"]["Description"];
            lines: components["schemas"]["PurchaseReceiveLineInput"][];
            /**
             * @description Accept more than 10 % over a line's ordered quantity
             * @default false
             */
            confirmOverReceipt?: boolean;
        };
        PurchaseReceiveResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["PurchaseOrder"];
            /** @description This receipt */
            receipt: components["schemas"]["PurchaseReceipt"];
        };
        /** @description Part of a payment that pays a bill (net of a reversal) */
        VendorPaymentAllocation: {
            billId: components["schemas"]["Id"];
            /** @description The purchase order the bill is of */
            number: components["schemas"]["PurchaseOrderNumber"];
            amount: components["schemas"]["Money"];
        };
        VendorPayment: components["schemas"]["Stamped"] & {
            vendorId: components["schemas"]["Id"];
            vendor: components["schemas"]["NamedRef"];
            date: components["schemas"]["BusinessDate"];
            amount: components["schemas"]["Money"];
            method: components["schemas"]["PaymentMethod"];
            /** @description Bank reference or a note */
            reference: string | null;
            /** @description Σ of the allocations */
            allocated: components["schemas"]["Money"];
            /** @description amount − allocated while not reversed: paid ahead to the vendor */
            credit: components["schemas"]["Money"];
            allocations: components["schemas"]["VendorPaymentAllocation"][];
            createdBy: components["schemas"]["NamedRef"] | null;
            reversedAt: components["schemas"]["Timestamp"] | null;
            reversedBy: components["schemas"]["NamedRef"] | null;
            reverseReason: string | null;
        };
        VendorPaymentInput: {
            vendorId: components["schemas"]["Id"];
            /** @description The day the money went out (today when left out) */
            date?: components["schemas"]["DateOrToday"];
            amount: components["schemas"]["PositiveMoney"];
            method: components["schemas"]["PaymentMethod"];
            reference?: string | null;
        };
        VendorPaymentListRequest: components["schemas"]["ListRequest"] & {
            vendorId?: components["schemas"]["Id"];
            method?: components["schemas"]["PaymentMethod"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        VendorPaymentPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["VendorPayment"][];
            /** @description Over every matching payment that is not reversed */
            totals: {
                amount: components["schemas"]["Money"];
                credit: components["schemas"]["Money"];
            };
        };
        VendorPaymentResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["VendorPayment"];
        };
        PayablesQuery: {
            date?: components["schemas"]["BusinessDate"];
            search?: components["schemas"]["Search"];
            /**
             * @description Then by name and id
             * @default balance
             * @enum {string}
             */
            sortBy?: "balance" | "vendor" | "notDue" | "days1to7" | "days8to30" | "days31to60" | "over60" | "open" | "credit";
            /**
             * @description Largest first for a figure and A–Z for `vendor` when left out
             * @enum {string}
             */
            sortDir?: "asc" | "desc";
        };
        PayablesRequest: components["schemas"]["PayablesQuery"] & {
            page?: components["schemas"]["Page"];
            /**
             * Format: int32
             * @default 50
             */
            perPage?: number;
        };
        PayablesExportRequest: components["schemas"]["PayablesQuery"] & {
            /**
             * @default xlsx
             * @enum {string}
             */
            format?: "xlsx" | "csv";
            separator?: components["schemas"]["CsvSeparator"];
        };
        PayablesRow: components["schemas"]["AgingFigures"] & {
            vendorId: components["schemas"]["Id"];
            vendor: components["schemas"]["Name"];
            phone: components["schemas"]["Phone"];
        };
        PayablesResponse: components["schemas"]["Success"] & {
            date: components["schemas"]["BusinessDate"];
            /** @description The page asked for */
            rows: components["schemas"]["PayablesRow"][];
            /** @description Of every vendor matching the search */
            totals: components["schemas"]["AgingFigures"];
            /** @description How many vendors match */
            total: components["schemas"]["Count"];
            page: components["schemas"]["Page"];
            /** Format: int32 */
            perPage: number;
        };
        /** @enum {string} */
        PaymentState: "paid" | "unpaid";
        /** @enum {string} */
        PackingState: "packed" | "unpacked";
        /** @enum {string} */
        DeliveryState: "pending" | "delivered";
        TransactionNumber: string;
        /** @description HH:MM (24 hours) */
        DeliveryTime: string | null;
        TransactionLineInput: {
            productId: components["schemas"]["Id"];
            bucket: components["schemas"]["StockBucket"];
            qtyPerPack: components["schemas"]["PositiveQuantity"];
        };
        TransactionPackInput: {
            /** @description A packaging material of type pack */
            materialId: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description Identical packs
             */
            count: number;
            /** @description What one pack holds */
            lines: components["schemas"]["TransactionLineInput"][];
        };
        TransactionFields: {
            date?: components["schemas"]["DateOrToday"];
            customerId?: components["schemas"]["Id"];
            deliveryDate?: components["schemas"]["OptionalDate"];
            deliveryTime?: components["schemas"]["DeliveryTime"];
            payment?: components["schemas"]["PaymentState"];
            packing?: components["schemas"]["PackingState"];
            delivery?: components["schemas"]["DeliveryState"];
            note?: components["schemas"]["Description"];
            packs?: components["schemas"]["TransactionPacksInput"];
        };
        TransactionPacksInput: components["schemas"]["TransactionPackInput"][];
        /** @description A new order; states default to unpaid, unpacked and pending */
        TransactionInput: components["schemas"]["TransactionFields"] & {
            customerId: components["schemas"]["Id"];
            packs: components["schemas"]["TransactionPacksInput"];
        };
        /** @description A change of the order `id` (its `version` as last read); fields left out stay as they are */
        TransactionUpdate: components["schemas"]["TransactionFields"] & components["schemas"]["IdVersion"];
        TransactionLine: {
            id: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            bucket: components["schemas"]["StockBucket"];
            qtyPerPack: components["schemas"]["Quantity"];
            /** @description qtyPerPack × the pack's count */
            qty: components["schemas"]["Quantity"];
            /** @description Copied from the product */
            unitPrice: components["schemas"]["Money"];
            /** @description qty × unitPrice */
            subtotal: components["schemas"]["Money"];
        };
        TransactionPack: {
            id: components["schemas"]["Id"];
            materialId: components["schemas"]["Id"];
            material: components["schemas"]["MaterialRef"];
            /** Format: int32 */
            count: number;
            /** @description Copied from the pack material. A pack's own row (detail, invoice, receipt, export) shows it as the price and count × packPrice as the amount; its goods are the lines' rows */
            packPrice: components["schemas"]["Money"];
            /** @description count × (packPrice + Σ qtyPerPack × unitPrice): the pack with its goods, no row's amount */
            subtotal: components["schemas"]["Money"];
            lines: components["schemas"]["TransactionLine"][];
        };
        TransactionCustomer: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            phone: components["schemas"]["Phone"];
            category: components["schemas"]["CustomerCategory"];
            address: components["schemas"]["Address"];
        };
        Transaction: components["schemas"]["Stamped"] & {
            number: components["schemas"]["TransactionNumber"];
            date: components["schemas"]["BusinessDate"];
            customerId: components["schemas"]["Id"];
            customer: components["schemas"]["TransactionCustomer"];
            deliveryDate: components["schemas"]["OptionalDate"];
            deliveryTime: components["schemas"]["DeliveryTime"];
            payment: components["schemas"]["PaymentState"];
            packing: components["schemas"]["PackingState"];
            delivery: components["schemas"]["DeliveryState"];
            /**
             * Format: date-time
             * @description When it was marked delivered (null while pending)
             */
            deliveredAt?: string | null;
            /** @description The day it was packed (its fresh lines are taken from batches made by then) */
            packedDate: components["schemas"]["OptionalDate"];
            /** @description The customer's bracket price when the order was made */
            ongkir: components["schemas"]["Money"];
            itemSubtotal: components["schemas"]["Money"];
            packagingSubtotal: components["schemas"]["Money"];
            /** @description itemSubtotal + packagingSubtotal + ongkir */
            total: components["schemas"]["Money"];
            /** @description Σ qty of the lines */
            itemCount: components["schemas"]["Quantity"];
            note: components["schemas"]["Description"];
            packs: components["schemas"]["TransactionPack"][];
            createdBy: components["schemas"]["NamedRef"] | null;
            /** @description Goods that came back after delivery, oldest first */
            returns?: components["schemas"]["TransactionReturn"][];
            /** @description Σ of the payments allocated to it */
            paidAmount: components["schemas"]["Money"];
            /** @description total − its returns' value − paidAmount */
            balance: components["schemas"]["Money"];
            paymentState: components["schemas"]["OrderPaymentState"];
            /** @description The day it was delivered + the customer's term then (null while not delivered) */
            dueDate: components["schemas"]["OptionalDate"];
            /** @description The standing order (Langganan) that made it; null when made by hand */
            standingOrderId: components["schemas"]["Id"] | null;
            /** @description Held for credit (or held and released); null when never held */
            creditHold: components["schemas"]["CreditHold"] | null;
        };
        /**
         * @description Cost of goods (HPP) and gross margin of an order. Revenue = itemSubtotal + packagingSubtotal − the returns' value
         *     (ongkir is passed on to the courier, not earned); cost = its lines' cost + its packs' (their lots' prices) − what
         *     its returns gave back; margin = revenue − cost; margin % = margin ÷ revenue × 100 when revenue > 0, else null
         *     (everything but the packaging came back).
         */
        OrderCosts: {
            /** @description The order */
            id: components["schemas"]["Id"];
            revenue: components["schemas"]["MoneyChange"];
            /** @description Σ of the lines' cost */
            lines: components["schemas"]["Money"];
            /** @description What its packs took from their lots is worth */
            packs: components["schemas"]["Money"];
            /** @description The cost the returns gave back: back into a batch at its unit cost; written off at the line's average */
            returned: components["schemas"]["Money"];
            cost: components["schemas"]["MoneyChange"];
            margin: components["schemas"]["MoneyChange"];
            marginPct: components["schemas"]["MarginPct"] | null;
            lineCosts: {
                lineId: components["schemas"]["Id"];
                /** @description What the line has taken from batches (fresh lines only once packed) */
                qty: components["schemas"]["Quantity"];
                /** @description Σ over the batches it took from of qty × the batch's unit cost, rounded */
                cost: components["schemas"]["Money"];
                /** @description cost ÷ qty (null before it took anything) */
                unitCost: components["schemas"]["UnitCost"] | null;
            }[];
        };
        OrderCostsResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["OrderCosts"];
        };
        /**
         * Format: double
         * @description margin ÷ revenue × 100, 1 decimal, only when revenue > 0: where it is used, the field is null when revenue is
         *     0 or negative (returns outweighing sales). At most 100 while cost ≥ 0; over 100 when returns gave back more
         *     cost than the sales took (net cost < 0); below −100 when cost is more than twice the revenue. Its bounds are
         *     margin's (±10¹² rupiah) over the smallest positive revenue (Rp 1), × 100.
         */
        MarginPct: number;
        TransactionQuery: {
            /**
             * @default date
             * @enum {string}
             */
            sortBy?: "date" | "number" | "customer" | "total" | "deliveryDate" | "updatedAt";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
            /** @description paid: nothing left to pay; unpaid ("Belum lunas"): a balance open, partly paid or not */
            payment?: components["schemas"]["PaymentState"];
            paymentState?: components["schemas"]["OrderPaymentState"];
            /** @description Only orders past their due date with a balance open */
            overdue?: boolean;
            /** @description Only orders held for credit and not released */
            held?: boolean;
            packing?: components["schemas"]["PackingState"];
            delivery?: components["schemas"]["DeliveryState"];
            customerId?: components["schemas"]["Id"];
            /** @description Orders with a line of this product */
            productId?: components["schemas"]["Id"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        TransactionListRequest: components["schemas"]["ListRequest"] & components["schemas"]["TransactionQuery"] & components["schemas"]["PageCursor"];
        TransactionExportRequest: components["schemas"]["ExportRequest"] & components["schemas"]["TransactionQuery"] & {
            /**
             * @description One row per order, or one per pack and one per line of its packs (a pack's row: its packaging, packPrice and count × packPrice as Subtotal, before its lines)
             * @default order
             * @enum {string}
             */
            rows?: "order" | "line";
            /** @description Only these orders (the rows chosen on the list), still within the other filters */
            ids?: components["schemas"]["Id"][];
        };
        /**
         * @description Keyset paging behind the page numbers: the next page is asked with `after` (the id of the last row shown), the
         *     previous one with `before` (the id of the first row shown), and `page` still says which page it is. The rows
         *     come from the boundary row's place in the list's order, without reading the pages before it; a boundary row
         *     that no longer exists falls back to `page`. Without either, `page` is read from the nearer end of the list.
         */
        PageCursor: {
            /** @description The page starts after this order (the last row of the page before) */
            after?: components["schemas"]["Id"];
            /** @description The page ends before this order (the first row of the page after) */
            before?: components["schemas"]["Id"];
        };
        PendingListRequest: {
            page?: components["schemas"]["Page"];
            /**
             * Format: int32
             * @default 10
             */
            perPage?: number;
        };
        StateCounts: {
            all: components["schemas"]["Count"];
            paid: components["schemas"]["Count"];
            unpaid: components["schemas"]["Count"];
            packed: components["schemas"]["Count"];
            unpacked: components["schemas"]["Count"];
            pending: components["schemas"]["Count"];
            delivered: components["schemas"]["Count"];
        };
        TransactionPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["Transaction"][];
            counts?: components["schemas"]["StateCounts"];
            totals?: {
                total: components["schemas"]["Money"];
                itemCount: components["schemas"]["Quantity"];
            };
        };
        /** @description Mark order `id` (its `version` as last read) paid, packed and/or delivered; at least one of the three */
        TransactionStatusRequest: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            /**
             * @description Records a payment of the order's balance (its method `method`)
             * @enum {string}
             */
            payment?: "paid";
            /** @description How the balance was paid when marking it paid (tunai when left out) */
            method?: components["schemas"]["PaymentMethod"];
            /** @enum {string} */
            packing?: "packed";
            /** @enum {string} */
            delivery?: "delivered";
        };
        /** @description Move the listed orders (`orders`) or the orders matching `filter` (exactly one of the two) to `target` */
        TransactionStatusBulkRequest: {
            /**
             * @description paid: payment; packed: packing; delivered: delivery
             * @enum {string}
             */
            target: "paid" | "packed" | "delivered";
            orders?: {
                id: components["schemas"]["Id"];
                version: components["schemas"]["Version"];
            }[];
            filter?: components["schemas"]["TransactionBulkFilter"];
            /**
             * @description Move nothing; answer what would happen
             * @default false
             */
            dryRun?: boolean;
        };
        /** @description The order list's search and filters (as `transaction/list` takes them, without paging) */
        TransactionBulkFilter: components["schemas"]["TransactionQuery"] & {
            search?: components["schemas"]["Search"];
        };
        TransactionStatusBulkResult: {
            id: components["schemas"]["Id"];
            /** @description null when no order has this id */
            number: components["schemas"]["TransactionNumber"] | null;
            /** @description The order's customer, so that a preview by filter names orders not on the screen; null when no order has this id */
            customer: components["schemas"]["Name"] | null;
            /** @description The order's total; null when no order has this id */
            total: components["schemas"]["Money"] | null;
            /** @description Moved to delivered while unpacked: it is (in a dry run, would be) packed first, its fresh lines taking their batches. False on every other row */
            packsToo: boolean;
            /**
             * @description moved (or, in a dry run, would be); skipped: already in the target state; refused: why in `message`
             * @enum {string}
             */
            outcome: "moved" | "skipped" | "refused";
            message: components["schemas"]["Message"];
            /** @description A refusal's code, as an error body's: a client writes the reason in its user's language (`message` is Indonesian) */
            code?: components["schemas"]["ErrorCode"];
            params?: components["schemas"]["ErrorParams"];
            /** @description The order's version after the call (as read, in a dry run or when not moved); null when no order has this id */
            version: components["schemas"]["Version"] | null;
        };
        TransactionStatusBulkResponse: components["schemas"]["Success"] & {
            dryRun: boolean;
            moved: components["schemas"]["Count"];
            skipped: components["schemas"]["Count"];
            refused: components["schemas"]["Count"];
            results: components["schemas"]["TransactionStatusBulkResult"][];
        };
        /** @description Undo the delivery of order `id` (its `version` as last read), saying why */
        TransactionUndeliverRequest: {
            id: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
            reason: components["schemas"]["CorrectionReason"];
        };
        /** @description Why (kept in the audit log or on the return) */
        CorrectionReason: string;
        /**
         * @description `fresh` or `frozen`: back into that bucket of the batches the line came from; `waste`: written off
         * @enum {string}
         */
        ReturnDestination: "fresh" | "frozen" | "waste";
        TransactionReturnLineInput: {
            /** @description A line of the order */
            lineId: components["schemas"]["Id"];
            qty: components["schemas"]["PositiveQuantity"];
            destination: components["schemas"]["ReturnDestination"];
        };
        TransactionReturnInput: {
            transactionId: components["schemas"]["Id"];
            date?: components["schemas"]["DateOrToday"];
            reason: components["schemas"]["CorrectionReason"];
            lines: components["schemas"]["TransactionReturnLineInput"][];
        };
        TransactionReturnLine: {
            id: components["schemas"]["Id"];
            lineId: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            product: components["schemas"]["ProductRef"];
            /** @description The bucket the order line was sold from */
            bucket: components["schemas"]["StockBucket"];
            qty: components["schemas"]["Quantity"];
            destination: components["schemas"]["ReturnDestination"];
            /** @description The order line's unit price */
            unitPrice: components["schemas"]["Money"];
            /** @description qty × unitPrice */
            value: components["schemas"]["Money"];
        };
        TransactionReturn: {
            id: components["schemas"]["Id"];
            transactionId: components["schemas"]["Id"];
            /** @description The order's number */
            number: components["schemas"]["TransactionNumber"];
            date: components["schemas"]["BusinessDate"];
            reason: components["schemas"]["CorrectionReason"];
            /** @description Σ of the lines' values */
            value: components["schemas"]["Money"];
            itemCount: components["schemas"]["Quantity"];
            lines: components["schemas"]["TransactionReturnLine"][];
            createdBy: components["schemas"]["NamedRef"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        TransactionReturnQuery: {
            transactionId?: components["schemas"]["Id"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        TransactionReturnListRequest: components["schemas"]["ListRequest"] & components["schemas"]["TransactionReturnQuery"];
        TransactionReturnPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["TransactionReturn"][];
        };
        TransactionResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["Transaction"];
        };
        /**
         * Format: double
         * @description A change in %, rounded: (value − base) ÷ |base| × 100, so that its sign says whether the figure went up or down
         *     when returns made the base negative; 100 when the base is 0 and the value is more, −100 when it is less, 0 when
         *     both are. Below −100 when returns make the value negative.
         */
        Percentage: number;
        DayFigure: {
            /**
             * Format: double
             * @description Items and revenue are net of the returns of the day
             */
            today: number;
            /** Format: double */
            yesterday: number;
            change: components["schemas"]["Percentage"];
        };
        DayGroup: {
            orders: components["schemas"]["DayFigure"];
            items: components["schemas"]["DayFigure"];
            revenue: components["schemas"]["DayFigure"];
            /** @description The value of the returns recorded on the day (already taken off revenue) */
            returns?: components["schemas"]["DayFigure"];
        };
        /** @description Money received, not reversed, in all and by method */
        ReceivedByMethod: {
            amount: components["schemas"]["Money"];
            payments: components["schemas"]["Count"];
            /** @description One row per method that received money, most first */
            byMethod: {
                method: components["schemas"]["PaymentMethod"];
                amount: components["schemas"]["Money"];
                payments: components["schemas"]["Count"];
            }[];
        };
        MoneyFiguresResponse: components["schemas"]["Success"] & {
            today: components["schemas"]["BusinessDate"];
            received: components["schemas"]["ReceivedByMethod"];
            due: {
                amount: components["schemas"]["Money"];
                orders: components["schemas"]["Count"];
                /** @description The last day counted (today + 6) */
                until: components["schemas"]["BusinessDate"];
            };
            overdue: {
                amount: components["schemas"]["Money"];
                orders: components["schemas"]["Count"];
                customers: components["schemas"]["Count"];
                top: {
                    customerId: components["schemas"]["Id"];
                    name: components["schemas"]["Name"];
                    phone: components["schemas"]["Phone"];
                    amount: components["schemas"]["Money"];
                    orders: components["schemas"]["Count"];
                    /** @description Days past due of their oldest overdue order */
                    days: components["schemas"]["Count"];
                }[];
            };
            held: {
                orders: components["schemas"]["Count"];
                /** @description Σ of the held orders' totals */
                amount: components["schemas"]["Money"];
            };
        };
        TodaySummaryResponse: components["schemas"]["Success"] & {
            summary: {
                today: components["schemas"]["BusinessDate"];
                yesterday: components["schemas"]["BusinessDate"];
                all: components["schemas"]["DayGroup"];
                paid: components["schemas"]["DayGroup"];
                unpaid: components["schemas"]["DayGroup"];
            };
        };
        ChartSeries: {
            /** @description The month in Indonesian ("November 2026"), for old clients; name it from `month` in the reader's language */
            name: string;
            /** @description The month the series counts (YYYY-MM) */
            month: string;
            /** @description Net of the returns of each week */
            data: number[];
        };
        /** @description "Minggu 1"…"Minggu N" */
        WeekCategories: string[];
        WeeklySummaryResponse: components["schemas"]["Success"] & {
            /** @description This month, then last month */
            series: components["schemas"]["ChartSeries"][];
            categories: components["schemas"]["WeekCategories"];
        };
        WeeklyIncomeResponse: components["schemas"]["Success"] & {
            /** @description Revenue per week of this month */
            series: components["schemas"]["ChartSeries"][];
            categories: components["schemas"]["WeekCategories"];
            /** @description This week's revenue (Monday to today), net of returns */
            total: components["schemas"]["MoneyChange"];
            /** @description Last week's revenue, net of returns */
            lastWeek: components["schemas"]["MoneyChange"];
            /** @description (total − lastWeek) / |lastWeek| × 100, 1 decimal */
            percentage: components["schemas"]["Percentage"];
            /** @description |total − lastWeek| */
            amount: components["schemas"]["Money"];
        };
        /** @description `today`; else a date range (both inclusive); else `month` (1–12, with `year`); else `year`; else this month */
        ReportPeriod: {
            today?: boolean;
            /** Format: int32 */
            year?: number;
            /** Format: int32 */
            month?: number;
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        SalesReportRequest: components["schemas"]["ReportPeriod"] & {
            /** @enum {string} */
            type: "product" | "customer";
            payment?: components["schemas"]["PaymentState"];
        };
        MarginQuery: {
            /**
             * @description Rows per product, per customer, or per day (up to 62 days) or month
             * @enum {string}
             */
            by: "product" | "customer" | "period";
            payment?: components["schemas"]["PaymentState"];
            /**
             * @description Product and customer rows (period rows are in date order)
             * @default revenue
             * @enum {string}
             */
            sortBy?: "revenue" | "cost" | "margin" | "marginPct";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
        };
        MarginReportRequest: components["schemas"]["ReportPeriod"] & components["schemas"]["MarginQuery"];
        MarginReportExportRequest: components["schemas"]["ReportPeriod"] & components["schemas"]["MarginQuery"] & components["schemas"]["ExportFormat"];
        /** @description Net of the returns recorded in the period, so each may be negative when returns outweigh the sales */
        MarginFigures: {
            revenue: components["schemas"]["MoneyChange"];
            cost: components["schemas"]["MoneyChange"];
            /** @description revenue − cost, whatever their signs */
            margin: components["schemas"]["MoneyChange"];
            /** @description margin ÷ revenue × 100 when revenue > 0; null when revenue is 0 or negative */
            marginPct: components["schemas"]["MarginPct"] | null;
        };
        MarginRow: components["schemas"]["MarginFigures"] & {
            /** @description The product or customer id, or the first day of the row's period (YYYY-MM-DD) */
            key: string;
            /** @description The product's code and name, the customer's name, or the period */
            label: string;
            code?: components["schemas"]["ProductCode"];
            unit?: components["schemas"]["Unit"];
            /** @description Product rows: qty sold less returned */
            qty?: components["schemas"]["QuantityChange"];
            /** @description Customer and period rows */
            orders?: components["schemas"]["Count"];
            /** @description Sold for less than it cost (margin < 0), returns included: a row of returns written off has a negative margin too */
            belowCost?: boolean;
        };
        MarginReportResponse: components["schemas"]["Success"] & {
            /** @enum {string} */
            by: "product" | "customer" | "period";
            /**
             * @description Period rows' length
             * @enum {string}
             */
            grain?: "day" | "month";
            period: components["schemas"]["PeriodRange"];
            datas: components["schemas"]["MarginRow"][];
            /** @description More rows matched than the 1000 answered (in the chosen order) */
            truncated: boolean;
            /** @description Of the whole period, by the rules of a row: margin = revenue − cost; margin % null unless revenue > 0 */
            totals: {
                /** @description Net of returns: negative when they outweigh the sales */
                revenue: components["schemas"]["MoneyChange"];
                /** @description Net of the cost returns gave back: negative when that outweighs the cost of the sales */
                cost: components["schemas"]["MoneyChange"];
                /** @description revenue − cost */
                margin: components["schemas"]["MoneyChange"];
                /** @description margin ÷ revenue × 100 when revenue > 0, else null */
                marginPct: components["schemas"]["MarginPct"] | null;
                /** @description Packs sold (packPrice × count), in the revenue but in no product row */
                packaging: components["schemas"]["MoneyChange"];
                /** @description What the packs took from their lots is worth, in the cost but in no product row */
                packCost: components["schemas"]["MoneyChange"];
                /** @description Rows of the whole report (not only those answered) sold below cost */
                belowCost: components["schemas"]["Count"];
                /** @description The lines of the period left out because they took no stock yet: fresh lines of orders not packed ("belum dikemas") */
                open: {
                    /** @description Orders with such lines */
                    orders: components["schemas"]["Count"];
                    lines: components["schemas"]["Count"];
                    /** @description What those lines sell for (qty × unit price) */
                    revenue: components["schemas"]["Money"];
                };
            };
        };
        ValuationQuery: {
            /** @description The day at whose end stock is valued; today when left out, never later */
            date?: components["schemas"]["BusinessDate"];
            /**
             * @description Only products, raw materials or packaging materials; all when left out
             * @enum {string}
             */
            kind?: "product" | "raw" | "packaging";
        };
        ValuationRequest: components["schemas"]["ValuationQuery"];
        ValuationExportRequest: components["schemas"]["ValuationQuery"] & components["schemas"]["ExportFormat"];
        ValuationRow: {
            /** @enum {string} */
            kind: "product" | "raw" | "packaging";
            id: components["schemas"]["Id"];
            code?: components["schemas"]["ProductCode"];
            name: string;
            unit: components["schemas"]["Unit"];
            /** @description On hand at the end of the day */
            qty: components["schemas"]["QuantityChange"];
            /** @description Products: of it, fresh */
            fresh?: components["schemas"]["QuantityChange"];
            /** @description Products: of it, frozen */
            frozen?: components["schemas"]["QuantityChange"];
            /** @description What it is worth at cost (0 when nothing is on hand); a material's remnant may be a few rupiah below 0 (its usages' values are rounded) */
            value: components["schemas"]["MoneyChange"];
            /**
             * @description value ÷ qty, 2 decimals; null when qty is 0. Negative when value is: a material's remnant after usages whose
             *     values, each rounded to the rupiah, took a little more than its lots held.
             */
            unitCost?: components["schemas"]["UnitCostChange"] | null;
        };
        ValuationResponse: components["schemas"]["Success"] & {
            date: components["schemas"]["BusinessDate"];
            /** @description Products, then raw materials, then packaging; by value, largest first */
            datas: components["schemas"]["ValuationRow"][];
            /** @description More rows than the 5000 answered (the totals count them all) */
            truncated: boolean;
            totals: {
                product: components["schemas"]["MoneyChange"];
                raw: components["schemas"]["MoneyChange"];
                packaging: components["schemas"]["MoneyChange"];
                total: components["schemas"]["MoneyChange"];
            };
        };
        ExpenseReportRequest: components["schemas"]["ReportPeriod"] & {
            kind?: components["schemas"]["MaterialKind"];
        };
        ExportFormat: {
            /**
             * @default xlsx
             * @enum {string}
             */
            format?: "xlsx" | "csv";
            separator?: components["schemas"]["CsvSeparator"];
        };
        /**
         * @description The separator of a CSV file's cells: `,` (RFC 4180) or `;`, the list separator of Excel under Indonesian (and
         *     most European) regional settings, which opens a `,` file in one column. With `;` a decimal is written with a
         *     comma (`1,5`), as those settings read it. Ignored for XLSX.
         * @default ,
         * @enum {string}
         */
        CsvSeparator: "," | ";";
        SalesReportExportRequest: components["schemas"]["ReportPeriod"] & components["schemas"]["ExportFormat"] & {
            /** @enum {string} */
            type: "product" | "customer";
            payment?: components["schemas"]["PaymentState"];
        };
        ExpenseReportExportRequest: components["schemas"]["ReportPeriod"] & components["schemas"]["ExportFormat"] & {
            kind?: components["schemas"]["MaterialKind"];
        };
        PeriodRange: {
            from: components["schemas"]["BusinessDate"];
            to: components["schemas"]["BusinessDate"];
        };
        ProductReportRow: {
            productId: components["schemas"]["Id"];
            code: components["schemas"]["ProductCode"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            bucket: components["schemas"]["StockBucket"];
            /** @description Negative on a returns row */
            qty: components["schemas"]["QuantityChange"];
            /** @description Negative on a returns row */
            revenue: components["schemas"]["MoneyChange"];
            /** @description A returns row: what came back in the period, by its return date */
            returned?: boolean;
        };
        CustomerReportRow: {
            customerId: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            category: components["schemas"]["CustomerCategory"];
            orders: components["schemas"]["Count"];
            /** @description Negative on a returns row */
            items: components["schemas"]["QuantityChange"];
            /** @description Total spent */
            total: components["schemas"]["MoneyChange"];
            /** @description A returns row: the value of what came back in the period (orders = returns) */
            returned?: boolean;
        };
        SalesReportResponse: components["schemas"]["Success"] & {
            /** @enum {string} */
            type: "product" | "customer";
            period: components["schemas"]["PeriodRange"];
            datas: (components["schemas"]["ProductReportRow"] | components["schemas"]["CustomerReportRow"])[];
            totals: {
                orders: components["schemas"]["Count"];
                /** @description Net of returns */
                items: components["schemas"]["QuantityChange"];
                /** @description Σ of the product rows' revenue (returns rows included) */
                itemRevenue: components["schemas"]["MoneyChange"];
                packaging: components["schemas"]["Money"];
                ongkir: components["schemas"]["Money"];
                /** @description Σ of the orders' totals less the returns (Σ of the customer rows) */
                total: components["schemas"]["MoneyChange"];
                /** @description The value of the returns in the period (already taken off the totals) */
                returns?: components["schemas"]["MoneyChange"];
                quantities: components["schemas"]["QuantityByUnit"][];
            };
            /** @description Cash received in the period beside the revenue: payments dated in it that are not reversed, whatever the payment filter (issue 38) */
            received: components["schemas"]["ReceivedByMethod"];
        };
        ExpenseRow: {
            /** @description The restock */
            id: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            kind: components["schemas"]["MaterialKind"];
            material: components["schemas"]["MaterialRef"];
            vendor: components["schemas"]["NamedRef"] | null;
            qty: components["schemas"]["Quantity"];
            unit: components["schemas"]["Unit"];
            unitPrice: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            batchCode: components["schemas"]["BatchCode"];
        };
        ExpenseVendorRow: {
            vendor: components["schemas"]["NamedRef"];
            /** @description Σ of the vendor's restocks in the period (by the kind filter) */
            bought: components["schemas"]["Money"];
            restocks: components["schemas"]["Count"];
            /** @description Σ of the payments to the vendor dated in the period, not reversed */
            paid: components["schemas"]["Money"];
            payments: components["schemas"]["Count"];
        };
        ExpenseReportResponse: components["schemas"]["Success"] & {
            period: components["schemas"]["PeriodRange"];
            /** @description Purchases: restocks from a vendor */
            datas: components["schemas"]["ExpenseRow"][];
            /** @description Of the purchases only (`datas`): money spent */
            totals: {
                raw: components["schemas"]["Money"];
                packaging: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
                count: components["schemas"]["Count"];
            };
            /**
             * @description Stock corrections in the period: lots without a vendor (opening stock, a stock count's surplus). They
             *     are not purchases, so they are left out of `datas` and `totals`; their value is at the lot's unit price.
             */
            corrections?: {
                datas: components["schemas"]["ExpenseRow"][];
                /** @description The corrections' value (not money spent) */
                total: components["schemas"]["Money"];
                count: components["schemas"]["Count"];
            };
            /**
             * @description What was bought beside what was paid, per vendor with either in the period (most bought first, then
             *     most paid, then by name): `bought` = Σ of the rows' bought = `totals.total`; `paid` = Σ of the rows' paid.
             */
            vendors: {
                datas: components["schemas"]["ExpenseVendorRow"][];
                bought: components["schemas"]["Money"];
                paid: components["schemas"]["Money"];
                payments: components["schemas"]["Count"];
            };
        };
        TraceRequest: components["schemas"]["TraceTarget"];
        /** @description Exactly one of a material lot, a product batch or an order */
        TraceTarget: {
            /** @description A material lot */
            restockId?: components["schemas"]["Id"];
            /** @description A product batch */
            batchId?: components["schemas"]["Id"];
            /** @description An order */
            transactionId?: components["schemas"]["Id"];
        };
        TraceExportRequest: components["schemas"]["TraceTarget"] & components["schemas"]["ExportFormat"];
        /**
         * @description What a trace starts from
         * @enum {string}
         */
        TraceStart: "lot" | "batch" | "order";
        TraceSearchRequest: {
            search?: components["schemas"]["Search"];
            kind?: components["schemas"]["TraceStart"];
            /**
             * Format: int32
             * @default 20
             */
            limit?: number;
        };
        TraceCandidate: {
            kind: components["schemas"]["TraceStart"];
            id: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            /** @description The lot's material and batch code, the batch's product, or the order's number */
            label: string;
            /** @description The lot's vendor, whether the batch has an expiry date, or the order's customer */
            detail: string;
            /** @description A batch's expiry date, for the app to format with the row's other date */
            expiryDate?: components["schemas"]["OptionalDate"];
        };
        TraceSearchResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["TraceCandidate"][];
        };
        IdList: components["schemas"]["Id"][];
        /** @description Whether a batch or lot is recalled or held by QC; either way nothing but a count or waste takes it (decision 055) */
        BlockState: {
            /** @description Recalled ("ditarik") then; null when not recalled */
            recalledAt: components["schemas"]["Timestamp"] | null;
            /** @description Why it was recalled */
            recallReason: string | null;
            /** @description Held by QC ("ditahan") since then; null when not held */
            heldAt: components["schemas"]["Timestamp"] | null;
        };
        StockRecallRequest: {
            /** @description A product batch */
            batchId?: components["schemas"]["Id"];
            /** @description A material lot */
            restockId?: components["schemas"]["Id"];
            /** @description Why it is recalled (kept on the batch or lot and in its history) */
            reason: string;
            /**
             * @description With a lot: recall too the batches made from it
             * @default false
             */
            withBatches?: boolean;
        };
        StockRecallOrder: {
            id: components["schemas"]["Id"];
            number: components["schemas"]["TransactionNumber"];
            date: components["schemas"]["BusinessDate"];
            delivery: components["schemas"]["DeliveryState"];
            /** @description What it took of the recalled batches (0 for an order whose packs alone came from a recalled lot) */
            qty: components["schemas"]["Quantity"];
            /** @description The products of the recalled batches it took */
            products: components["schemas"]["ProductRef"][];
        };
        StockRecallCustomer: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            phone: components["schemas"]["Phone"];
            orders: components["schemas"]["StockRecallOrder"][];
        };
        StockRecallResponse: components["schemas"]["Success"] & {
            /** @description The batches recalled by this call */
            batchIds: components["schemas"]["IdList"];
            /** @description The lots recalled by this call */
            lotIds: components["schemas"]["IdList"];
            customers: components["schemas"]["StockRecallCustomer"][];
        };
        TraceLot: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            kind: components["schemas"]["MaterialKind"];
            material: components["schemas"]["MaterialRef"];
            vendor?: components["schemas"]["NamedRef"] | null;
            batchCode: components["schemas"]["BatchCode"];
            /** @description The lot's whole size (what came in) */
            qty: components["schemas"]["Quantity"];
            expiryDate: components["schemas"]["OptionalDate"];
            /** @description How much of the lot went into what the trace starts from: a batch's production run; an order's packs plus, of each batch it took, the run's draw in proportion to what the order took of the run's output; from a lot, all it has given */
            used: components["schemas"]["Quantity"];
        } & components["schemas"]["BlockState"];
        TraceRun: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            product: components["schemas"]["ProductRef"];
            qty: components["schemas"]["Quantity"];
            /** @description The traced lots it used */
            lotIds: components["schemas"]["IdList"];
            /** @description Recorded with the halal override (a material without a valid certificate) */
            halalOverride?: boolean;
        };
        TraceBatch: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["BusinessDate"];
            expiryDate: components["schemas"]["OptionalDate"];
            /** @description The material lot whose expiry capped the batch's (ProductionRun.expiryDate), or null */
            expiryCap: components["schemas"]["ExpiryCap"] | null;
            product: components["schemas"]["ProductRef"];
            productionRunId: components["schemas"]["Id"] | null;
            /** @description Made by a run recorded with the halal override */
            halalOverride?: boolean;
        } & components["schemas"]["BlockState"];
        TraceOrder: {
            id: components["schemas"]["Id"];
            number: components["schemas"]["TransactionNumber"];
            date: components["schemas"]["BusinessDate"];
            customer: components["schemas"]["TransactionCustomer"];
            delivery: components["schemas"]["DeliveryState"];
            /** @description The traced batches it took from */
            batchIds: components["schemas"]["IdList"];
            /** @description The traced lots its packs came from */
            lotIds: components["schemas"]["IdList"];
            /** @description What it took from the traced batches */
            qty: components["schemas"]["Quantity"];
        };
        TraceResponse: components["schemas"]["Success"] & {
            lots: components["schemas"]["TraceLot"][];
            runs: components["schemas"]["TraceRun"][];
            batches: components["schemas"]["TraceBatch"][];
            orders: components["schemas"]["TraceOrder"][];
        };
        HalalRegisterQuery: {
            /** @description The day the states are of; today when left out */
            date?: components["schemas"]["BusinessDate"];
            states?: components["schemas"]["HalalState"][];
            productId?: components["schemas"]["Id"];
        };
        HalalRegisterRequest: {
            page?: components["schemas"]["Page"];
            /**
             * Format: int32
             * @default 25
             */
            perPage?: number;
            search?: components["schemas"]["Search"];
        } & components["schemas"]["HalalRegisterQuery"];
        /** @description The register's query and the file's format; unlike other exports it also takes `pdf`. */
        HalalRegisterExportRequest: {
            format?: components["schemas"]["HalalRegisterFormat"];
            separator?: components["schemas"]["CsvSeparator"];
            search?: components["schemas"]["Search"];
            sortDir?: components["schemas"]["SortDir"];
        } & components["schemas"]["HalalRegisterQuery"];
        /**
         * @description The Register Halal's file: a spreadsheet (`xlsx`), `csv`, or a printable A4 landscape `pdf`
         * @default xlsx
         * @enum {string}
         */
        HalalRegisterFormat: "xlsx" | "csv" | "pdf";
        HalalMaterial: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            unit: components["schemas"]["Unit"];
            halalStatus: components["schemas"]["HalalStatus"] | null;
            halalNumber: components["schemas"]["HalalNumber"] | null;
            halalIssuer: components["schemas"]["HalalIssuer"] | null;
            halalIssuerName: components["schemas"]["Name"] | null;
            halalExpiry: components["schemas"]["OptionalDate"];
            halalReason: components["schemas"]["HalalReason"] | null;
            halalFile: components["schemas"]["HalalFileUrl"];
            state: components["schemas"]["HalalState"];
            /** @description The dashboard's warning: how many products' recipes use it */
            recipes?: components["schemas"]["Count"];
        };
        HalalRegisterRow: {
            /** @description The row's key (`<productId>-<materialId>`) */
            key: string;
            product: components["schemas"]["ProductRef"];
            material: components["schemas"]["HalalMaterial"];
        };
        HalalStateCounts: {
            valid: components["schemas"]["Count"];
            expiring: components["schemas"]["Count"];
            expired: components["schemas"]["Count"];
            missing: components["schemas"]["Count"];
            notNeeded: components["schemas"]["Count"];
        };
        HalalRegisterPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["HalalRegisterRow"][];
            date: components["schemas"]["BusinessDate"];
            totals: components["schemas"]["HalalStateCounts"];
        };
        HalalExpiringResponse: components["schemas"]["Success"] & {
            date: components["schemas"]["BusinessDate"];
            total: components["schemas"]["Count"];
            datas: components["schemas"]["HalalMaterial"][];
        };
        /**
         * @description A record type of the history (the audit log's `entity`)
         * @enum {string}
         */
        HistoryEntity: "product" | "category" | "customer" | "vendor" | "ongkir" | "material" | "restock" | "usage" | "production" | "recipe" | "batch" | "stock" | "transaction" | "transactionReturn" | "user" | "group" | "menu" | "position" | "businessProfile" | "session" | "payment" | "bankMapping" | "priceList" | "standingOrder" | "purchaseOrder" | "vendorPayment" | "integrationToken" | "webhook";
        HistoryQuery: {
            /**
             * @default at
             * @enum {string}
             */
            sortBy?: "at";
            /** @default desc */
            sortDir?: components["schemas"]["SortDir"];
            /** @description Changes made by this user */
            userId?: components["schemas"]["Id"];
            entity?: components["schemas"]["HistoryEntity"];
            /** @description One record of `entity` (needs `entity`) */
            entityId?: components["schemas"]["Id"];
            dateFrom?: components["schemas"]["BusinessDate"];
            dateTo?: components["schemas"]["BusinessDate"];
        };
        HistoryListRequest: {
            page?: components["schemas"]["Page"];
            /**
             * Format: int32
             * @default 25
             */
            perPage?: number;
        } & components["schemas"]["HistoryQuery"] & components["schemas"]["PageCursor"];
        /** @description A field's value as the record held it: text, number, true/false, null, a reference `{id, name}`, or a list of references */
        HistoryValue: (string | null) | components["schemas"]["HistoryNumber"] | boolean | components["schemas"]["HistoryRef"] | (components["schemas"]["HistoryRef"] | (string | null) | components["schemas"]["HistoryNumber"] | boolean)[];
        /** Format: double */
        HistoryNumber: number;
        /** @description A record referred to, by its id (or code) and name */
        HistoryRef: {
            id: number | string;
            name: string | null;
        };
        HistoryChange: {
            /** @description The field, from the record down: `[price]`, `[packs, 2, lines, 1, qty]` (list positions from 1) */
            path: (string | number)[];
            /**
             * @description Beside `path`, step by step: the name of each list item the path passes through (a group's menu by its
             *     screen, a pack by its box, a line by its product), null for a field or an item without one. Left out when
             *     the path passes no named item. An item added or taken away whole is one change at its position, of kind
             *     `ref` (a screen granted: before null; revoked: after null).
             */
            names?: (string | null)[];
            /**
             * @description How to show the values: `ref` a reference (`{id, name}`, or the bare id of a record gone), `refs` a list of them, `image` a stored image's address
             * @enum {string}
             */
            kind: "text" | "number" | "money" | "quantity" | "date" | "datetime" | "boolean" | "ref" | "refs" | "image";
            before: components["schemas"]["HistoryValue"];
            after: components["schemas"]["HistoryValue"];
        };
        HistoryEntry: {
            id: components["schemas"]["Id"];
            at: components["schemas"]["Timestamp"];
            /** @description create, update, delete, upload, password, register, undeliver, login, logout… */
            action: string;
            /** @description The record type (`HistoryEntity`) */
            entity: string;
            entityId: components["schemas"]["Id"] | null;
            /** @description Who made the change (the name of a user since deleted is the one the log last knew), or null */
            user: {
                id: components["schemas"]["Id"];
                name: string | null;
            } | null;
            /** @description The integration token the change was made with (its creator is `user`); absent: made in a session */
            token?: {
                id: components["schemas"]["Id"];
                name: components["schemas"]["IntegrationTokenName"];
            };
            record: {
                /** @description The record in words: as it is now, or as the log last knew it when it is gone */
                label: string | null;
                exists: boolean;
            };
            changes: components["schemas"]["HistoryChange"][];
            /** @description Changed fields left out after the first 100 */
            omitted: components["schemas"]["Count"];
        };
        HistoryPage: components["schemas"]["PageMeta"] & {
            datas: components["schemas"]["HistoryEntry"][];
            /** @description `total` stopped counting at 10,000: more rows match */
            totalCapped: boolean;
        };
        HistoryUsersRequest: {
            search?: components["schemas"]["Search"];
        };
        HistoryUsersResponse: components["schemas"]["Success"] & {
            datas: components["schemas"]["NamedRef"][];
        };
    };
    responses: {
        /** @description Unchanged since the `ETag` sent as `If-None-Match`; no body */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A spreadsheet (XLSX) or CSV file with Indonesian headers, sent as a download */
        ExportFile: {
            headers: {
                /** @description `attachment; filename="…"` */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": Blob;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
            };
        };
        /** @description The Register Halal as a spreadsheet (XLSX), a CSV file or a PDF document, sent as a download */
        HalalRegisterFile: {
            headers: {
                /** @description `attachment; filename="…"` */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": Blob;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                "application/pdf": Blob;
            };
        };
        /** @description Labels as a PDF document, each page of the exact physical size asked (no margin, no scaling) */
        LabelFile: {
            headers: {
                /** @description `inline; filename="…"` */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": Blob;
            };
        };
        /** @description Any other error (400 unreadable, 413 too large, 415 unsupported type, 503 database unavailable or server busy…) */
        Error: {
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
        /**
         * @description The database cannot be reached or does not answer in time, or every pooled connection stayed busy for
         *     `PAWON_DB_POOL_WAIT_MS` ("Server sedang sibuk", `Retry-After: 2`); any operation may answer this. Try again
         *     after `Retry-After` seconds. The server recovers by itself when the database is back or the load passes.
         */
        Unavailable: {
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
        /**
         * @description A key of the sender's own (8–100 letters, digits, - or _; the app's offline queue uses a UUID) that makes the
         *     write happen once (decision 038): sent again with the same key and body, the server answers what it answered
         *     the first time, with the header `Idempotent-Replayed: true`, and writes nothing; while the first send is still
         *     running, the second waits for it. A write refused with 4xx keeps nothing: sent again, it is tried again. The
         *     same key with another operation or body is 422 `idempotency.keyReused`. Keys are per user and kept a week.
         */
        IdempotencyKey: string;
        FileFormat: "xlsx" | "csv";
        CsvSeparatorQuery: components["schemas"]["CsvSeparator"];
        IdPath: components["schemas"]["Id"];
        /** @description Whether the id is a restock's or a usage's */
        LogCategoryQuery: components["schemas"]["LogCategory"];
    };
    requestBodies: {
        BusinessProfileUpdate: {
            content: {
                "application/json": components["schemas"]["BusinessProfileUpdate"];
                "multipart/form-data": components["schemas"]["BusinessProfileUpdate"];
            };
        };
        CategoryExportRequest: {
            content: {
                "application/json": components["schemas"]["CategoryExportRequest"];
                "multipart/form-data": components["schemas"]["CategoryExportRequest"];
            };
        };
        CategoryInput: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
                "multipart/form-data": components["schemas"]["CategoryInput"];
            };
        };
        CategoryListRequest: {
            content: {
                "application/json": components["schemas"]["CategoryListRequest"];
                "multipart/form-data": components["schemas"]["CategoryListRequest"];
            };
        };
        CategoryUpdate: {
            content: {
                "application/json": components["schemas"]["CategoryUpdate"];
                "multipart/form-data": components["schemas"]["CategoryUpdate"];
            };
        };
        CustomerExportRequest: {
            content: {
                "application/json": components["schemas"]["CustomerExportRequest"];
                "multipart/form-data": components["schemas"]["CustomerExportRequest"];
            };
        };
        CustomerInput: {
            content: {
                "application/json": components["schemas"]["CustomerInput"];
                "multipart/form-data": components["schemas"]["CustomerInput"];
            };
        };
        CustomerListRequest: {
            content: {
                "application/json": components["schemas"]["CustomerListRequest"];
                "multipart/form-data": components["schemas"]["CustomerListRequest"];
            };
        };
        CustomerUpdate: {
            content: {
                "application/json": components["schemas"]["CustomerUpdate"];
                "multipart/form-data": components["schemas"]["CustomerUpdate"];
            };
        };
        GroupInput: {
            content: {
                "application/json": components["schemas"]["GroupInput"];
                "multipart/form-data": components["schemas"]["GroupInput"];
            };
        };
        GroupListRequest: {
            content: {
                "application/json": components["schemas"]["GroupListRequest"];
                "multipart/form-data": components["schemas"]["GroupListRequest"];
            };
        };
        GroupUpdate: {
            content: {
                "application/json": components["schemas"]["GroupUpdate"];
                "multipart/form-data": components["schemas"]["GroupUpdate"];
            };
        };
        IdRequest: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
                "multipart/form-data": components["schemas"]["IdRequest"];
            };
        };
        LoginRequest: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
                "multipart/form-data": components["schemas"]["LoginRequest"];
            };
        };
        SessionListRequest: {
            content: {
                "application/json": components["schemas"]["SessionListRequest"];
                "multipart/form-data": components["schemas"]["SessionListRequest"];
            };
        };
        IntegrationTokenListRequest: {
            content: {
                "application/json": components["schemas"]["IntegrationTokenListRequest"];
                "multipart/form-data": components["schemas"]["IntegrationTokenListRequest"];
            };
        };
        IntegrationTokenInput: {
            content: {
                "application/json": components["schemas"]["IntegrationTokenInput"];
                "multipart/form-data": components["schemas"]["IntegrationTokenInput"];
            };
        };
        WebhookListRequest: {
            content: {
                "application/json": components["schemas"]["WebhookListRequest"];
                "multipart/form-data": components["schemas"]["WebhookListRequest"];
            };
        };
        WebhookInput: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
                "multipart/form-data": components["schemas"]["WebhookInput"];
            };
        };
        WebhookUpdate: {
            content: {
                "application/json": components["schemas"]["WebhookUpdate"];
                "multipart/form-data": components["schemas"]["WebhookUpdate"];
            };
        };
        WebhookDeliveryListRequest: {
            content: {
                "application/json": components["schemas"]["WebhookDeliveryListRequest"];
                "multipart/form-data": components["schemas"]["WebhookDeliveryListRequest"];
            };
        };
        SessionEndRequest: {
            content: {
                "application/json": components["schemas"]["SessionEndRequest"];
                "multipart/form-data": components["schemas"]["SessionEndRequest"];
            };
        };
        SessionEndOthersRequest: {
            content: {
                "application/json": components["schemas"]["SessionEndOthersRequest"];
                "multipart/form-data": components["schemas"]["SessionEndOthersRequest"];
            };
        };
        MenuInput: {
            content: {
                "application/json": components["schemas"]["MenuInput"];
                "multipart/form-data": components["schemas"]["MenuInput"];
            };
        };
        MenuUpdate: {
            content: {
                "application/json": components["schemas"]["MenuUpdate"];
                "multipart/form-data": components["schemas"]["MenuUpdate"];
            };
        };
        NewPasswordRequest: {
            content: {
                "application/json": components["schemas"]["NewPasswordRequest"];
                "multipart/form-data": components["schemas"]["NewPasswordRequest"];
            };
        };
        PositionInput: {
            content: {
                "application/json": components["schemas"]["PositionInput"];
                "multipart/form-data": components["schemas"]["PositionInput"];
            };
        };
        PositionListRequest: {
            content: {
                "application/json": components["schemas"]["PositionListRequest"];
                "multipart/form-data": components["schemas"]["PositionListRequest"];
            };
        };
        PositionUpdate: {
            content: {
                "application/json": components["schemas"]["PositionUpdate"];
                "multipart/form-data": components["schemas"]["PositionUpdate"];
            };
        };
        ProductExportRequest: {
            content: {
                "application/json": components["schemas"]["ProductExportRequest"];
                "multipart/form-data": components["schemas"]["ProductExportRequest"];
            };
        };
        ProductInput: {
            content: {
                "application/json": components["schemas"]["ProductInput"];
                "multipart/form-data": components["schemas"]["ProductInput"];
            };
        };
        ProductListRequest: {
            content: {
                "application/json": components["schemas"]["ProductListRequest"];
                "multipart/form-data": components["schemas"]["ProductListRequest"];
            };
        };
        ProductUpdate: {
            content: {
                "application/json": components["schemas"]["ProductUpdate"];
                "multipart/form-data": components["schemas"]["ProductUpdate"];
            };
        };
        RegisterRequest: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
                "multipart/form-data": components["schemas"]["RegisterRequest"];
            };
        };
        SearchRequest: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
                "multipart/form-data": components["schemas"]["SearchRequest"];
            };
        };
        UserInput: {
            content: {
                "application/json": components["schemas"]["UserInput"];
                "multipart/form-data": components["schemas"]["UserInput"];
            };
        };
        UserListRequest: {
            content: {
                "application/json": components["schemas"]["UserListRequest"];
                "multipart/form-data": components["schemas"]["UserListRequest"];
            };
        };
        UserUpdate: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
                "multipart/form-data": components["schemas"]["UserUpdate"];
            };
        };
        TemperatureReadingListRequest: {
            content: {
                "application/json": components["schemas"]["TemperatureReadingListRequest"];
                "multipart/form-data": components["schemas"]["TemperatureReadingListRequest"];
            };
        };
        TemperatureReadingInput: {
            content: {
                "application/json": components["schemas"]["TemperatureReadingInput"];
                "multipart/form-data": components["schemas"]["TemperatureReadingInput"];
            };
        };
        StockLocationMoveRequest: {
            content: {
                "application/json": components["schemas"]["StockLocationMoveRequest"];
                "multipart/form-data": components["schemas"]["StockLocationMoveRequest"];
            };
        };
        StockLocationContentsRequest: {
            content: {
                "application/json": components["schemas"]["StockLocationContentsRequest"];
                "multipart/form-data": components["schemas"]["StockLocationContentsRequest"];
            };
        };
        StockHoldListRequest: {
            content: {
                "application/json": components["schemas"]["StockHoldListRequest"];
                "multipart/form-data": components["schemas"]["StockHoldListRequest"];
            };
        };
        StockHoldReleaseRequest: {
            content: {
                "application/json": components["schemas"]["StockHoldReleaseRequest"];
                "multipart/form-data": components["schemas"]["StockHoldReleaseRequest"];
            };
        };
        VendorExportRequest: {
            content: {
                "application/json": components["schemas"]["VendorExportRequest"];
                "multipart/form-data": components["schemas"]["VendorExportRequest"];
            };
        };
        VendorInput: {
            content: {
                "application/json": components["schemas"]["VendorInput"];
                "multipart/form-data": components["schemas"]["VendorInput"];
            };
        };
        VendorListRequest: {
            content: {
                "application/json": components["schemas"]["VendorListRequest"];
                "multipart/form-data": components["schemas"]["VendorListRequest"];
            };
        };
        VendorUpdate: {
            content: {
                "application/json": components["schemas"]["VendorUpdate"];
                "multipart/form-data": components["schemas"]["VendorUpdate"];
            };
        };
        OngkirExportRequest: {
            content: {
                "application/json": components["schemas"]["OngkirExportRequest"];
                "multipart/form-data": components["schemas"]["OngkirExportRequest"];
            };
        };
        OngkirInput: {
            content: {
                "application/json": components["schemas"]["OngkirInput"];
                "multipart/form-data": components["schemas"]["OngkirInput"];
            };
        };
        OngkirListRequest: {
            content: {
                "application/json": components["schemas"]["OngkirListRequest"];
                "multipart/form-data": components["schemas"]["OngkirListRequest"];
            };
        };
        OngkirUpdate: {
            content: {
                "application/json": components["schemas"]["OngkirUpdate"];
                "multipart/form-data": components["schemas"]["OngkirUpdate"];
            };
        };
        PriceListExportRequest: {
            content: {
                "application/json": components["schemas"]["PriceListExportRequest"];
                "multipart/form-data": components["schemas"]["PriceListExportRequest"];
            };
        };
        PriceListInput: {
            content: {
                "application/json": components["schemas"]["PriceListInput"];
                "multipart/form-data": components["schemas"]["PriceListInput"];
            };
        };
        PriceListListRequest: {
            content: {
                "application/json": components["schemas"]["PriceListListRequest"];
                "multipart/form-data": components["schemas"]["PriceListListRequest"];
            };
        };
        PriceListUpdate: {
            content: {
                "application/json": components["schemas"]["PriceListUpdate"];
                "multipart/form-data": components["schemas"]["PriceListUpdate"];
            };
        };
        StockLocationInput: {
            content: {
                "application/json": components["schemas"]["StockLocationInput"];
                "multipart/form-data": components["schemas"]["StockLocationInput"];
            };
        };
        StockLocationListRequest: {
            content: {
                "application/json": components["schemas"]["StockLocationListRequest"];
                "multipart/form-data": components["schemas"]["StockLocationListRequest"];
            };
        };
        StockLocationUpdate: {
            content: {
                "application/json": components["schemas"]["StockLocationUpdate"];
                "multipart/form-data": components["schemas"]["StockLocationUpdate"];
            };
        };
        StandingOrderInput: {
            content: {
                "application/json": components["schemas"]["StandingOrderInput"];
                "multipart/form-data": components["schemas"]["StandingOrderInput"];
            };
        };
        StandingOrderListRequest: {
            content: {
                "application/json": components["schemas"]["StandingOrderListRequest"];
                "multipart/form-data": components["schemas"]["StandingOrderListRequest"];
            };
        };
        StandingOrderUpdate: {
            content: {
                "application/json": components["schemas"]["StandingOrderUpdate"];
                "multipart/form-data": components["schemas"]["StandingOrderUpdate"];
            };
        };
        PurchaseOrderExportRequest: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderExportRequest"];
                "multipart/form-data": components["schemas"]["PurchaseOrderExportRequest"];
            };
        };
        PurchaseOrderInput: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderInput"];
                "multipart/form-data": components["schemas"]["PurchaseOrderInput"];
            };
        };
        PurchaseOrderListRequest: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderListRequest"];
                "multipart/form-data": components["schemas"]["PurchaseOrderListRequest"];
            };
        };
        PurchaseOrderUpdate: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderUpdate"];
                "multipart/form-data": components["schemas"]["PurchaseOrderUpdate"];
            };
        };
        LotListRequest: {
            content: {
                "application/json": components["schemas"]["LotListRequest"];
                "multipart/form-data": components["schemas"]["LotListRequest"];
            };
        };
        MaterialAdviceRequest: {
            content: {
                "application/json": components["schemas"]["MaterialAdviceRequest"];
                "multipart/form-data": components["schemas"]["MaterialAdviceRequest"];
            };
        };
        MaterialCountRequest: {
            content: {
                "application/json": components["schemas"]["MaterialCountRequest"];
                "multipart/form-data": components["schemas"]["MaterialCountRequest"];
            };
        };
        MaterialInput: {
            content: {
                "application/json": components["schemas"]["MaterialInput"];
                "multipart/form-data": components["schemas"]["MaterialInput"];
            };
        };
        MaterialListRequest: {
            content: {
                "application/json": components["schemas"]["MaterialListRequest"];
                "multipart/form-data": components["schemas"]["MaterialListRequest"];
            };
        };
        MaterialLogExportRequest: {
            content: {
                "application/json": components["schemas"]["MaterialLogExportRequest"];
                "multipart/form-data": components["schemas"]["MaterialLogExportRequest"];
            };
        };
        MaterialLogInput: {
            content: {
                "application/json": components["schemas"]["MaterialLogInput"];
                "multipart/form-data": components["schemas"]["MaterialLogInput"];
            };
        };
        MaterialLogListRequest: {
            content: {
                "application/json": components["schemas"]["MaterialLogListRequest"];
                "multipart/form-data": components["schemas"]["MaterialLogListRequest"];
            };
        };
        MaterialLogUpdate: {
            content: {
                "application/json": components["schemas"]["MaterialLogUpdate"];
                "multipart/form-data": components["schemas"]["MaterialLogUpdate"];
            };
        };
        MaterialStockListRequest: {
            content: {
                "application/json": components["schemas"]["MaterialStockListRequest"];
                "multipart/form-data": components["schemas"]["MaterialStockListRequest"];
            };
        };
        MaterialUpdate: {
            content: {
                "application/json": components["schemas"]["MaterialUpdate"];
                "multipart/form-data": components["schemas"]["MaterialUpdate"];
            };
        };
        PackInput: {
            content: {
                "application/json": components["schemas"]["PackInput"];
                "multipart/form-data": components["schemas"]["PackInput"];
            };
        };
        PackUpdate: {
            content: {
                "application/json": components["schemas"]["PackUpdate"];
                "multipart/form-data": components["schemas"]["PackUpdate"];
            };
        };
        PackagingMaterialInput: {
            content: {
                "application/json": components["schemas"]["PackagingMaterialInput"];
                "multipart/form-data": components["schemas"]["PackagingMaterialInput"];
            };
        };
        PackagingMaterialUpdate: {
            content: {
                "application/json": components["schemas"]["PackagingMaterialUpdate"];
                "multipart/form-data": components["schemas"]["PackagingMaterialUpdate"];
            };
        };
        ProductBatchListRequest: {
            content: {
                "application/json": components["schemas"]["ProductBatchListRequest"];
                "multipart/form-data": components["schemas"]["ProductBatchListRequest"];
            };
        };
        ProductionExportRequest: {
            content: {
                "application/json": components["schemas"]["ProductionExportRequest"];
                "multipart/form-data": components["schemas"]["ProductionExportRequest"];
            };
        };
        HalalRegisterRequest: {
            content: {
                "application/json": components["schemas"]["HalalRegisterRequest"];
                "multipart/form-data": components["schemas"]["HalalRegisterRequest"];
            };
        };
        HalalRegisterExportRequest: {
            content: {
                "application/json": components["schemas"]["HalalRegisterExportRequest"];
                "multipart/form-data": components["schemas"]["HalalRegisterExportRequest"];
            };
        };
        ProductionInput: {
            content: {
                "application/json": components["schemas"]["ProductionInput"];
                "multipart/form-data": components["schemas"]["ProductionInput"];
            };
        };
        ProductionListRequest: {
            content: {
                "application/json": components["schemas"]["ProductionListRequest"];
                "multipart/form-data": components["schemas"]["ProductionListRequest"];
            };
        };
        ProductionUpdate: {
            content: {
                "application/json": components["schemas"]["ProductionUpdate"];
                "multipart/form-data": components["schemas"]["ProductionUpdate"];
            };
        };
        RecipeListRequest: {
            content: {
                "application/json": components["schemas"]["RecipeListRequest"];
                "multipart/form-data": components["schemas"]["RecipeListRequest"];
            };
        };
        RecipeSaveRequest: {
            content: {
                "application/json": components["schemas"]["RecipeSaveRequest"];
                "multipart/form-data": components["schemas"]["RecipeSaveRequest"];
            };
        };
        ProductionStartRequest: {
            content: {
                "application/json": components["schemas"]["ProductionStartRequest"];
                "multipart/form-data": components["schemas"]["ProductionStartRequest"];
            };
        };
        PlanRequest: {
            content: {
                "application/json": components["schemas"]["PlanRequest"];
                "multipart/form-data": components["schemas"]["PlanRequest"];
            };
        };
        PlanCreateRunsRequest: {
            content: {
                "application/json": components["schemas"]["PlanCreateRunsRequest"];
                "multipart/form-data": components["schemas"]["PlanCreateRunsRequest"];
            };
        };
        PlanCreatePurchaseOrdersRequest: {
            content: {
                "application/json": components["schemas"]["PlanCreatePurchaseOrdersRequest"];
                "multipart/form-data": components["schemas"]["PlanCreatePurchaseOrdersRequest"];
            };
        };
        StockAdjustmentRequest: {
            content: {
                "application/json": components["schemas"]["StockAdjustmentRequest"];
                "multipart/form-data": components["schemas"]["StockAdjustmentRequest"];
            };
        };
        StockAvailableRequest: {
            content: {
                "application/json": components["schemas"]["StockAvailableRequest"];
                "multipart/form-data": components["schemas"]["StockAvailableRequest"];
            };
        };
        StockLedgerRequest: {
            content: {
                "application/json": components["schemas"]["StockLedgerRequest"];
                "multipart/form-data": components["schemas"]["StockLedgerRequest"];
            };
        };
        StockRecallRequest: {
            content: {
                "application/json": components["schemas"]["StockRecallRequest"];
                "multipart/form-data": components["schemas"]["StockRecallRequest"];
            };
        };
        StockMoveRequest: {
            content: {
                "application/json": components["schemas"]["StockMoveRequest"];
                "multipart/form-data": components["schemas"]["StockMoveRequest"];
            };
        };
        TransactionListRequest: {
            content: {
                "application/json": components["schemas"]["TransactionListRequest"];
                "multipart/form-data": components["schemas"]["TransactionListRequest"];
            };
        };
        TransactionExportRequest: {
            content: {
                "application/json": components["schemas"]["TransactionExportRequest"];
                "multipart/form-data": components["schemas"]["TransactionExportRequest"];
            };
        };
        TransactionInput: {
            content: {
                "application/json": components["schemas"]["TransactionInput"];
                "multipart/form-data": components["schemas"]["TransactionInput"];
            };
        };
        TransactionUpdate: {
            content: {
                "application/json": components["schemas"]["TransactionUpdate"];
                "multipart/form-data": components["schemas"]["TransactionUpdate"];
            };
        };
        TransactionStatusRequest: {
            content: {
                "application/json": components["schemas"]["TransactionStatusRequest"];
                "multipart/form-data": components["schemas"]["TransactionStatusRequest"];
            };
        };
        PaymentListRequest: {
            content: {
                "application/json": components["schemas"]["PaymentListRequest"];
                "multipart/form-data": components["schemas"]["PaymentListRequest"];
            };
        };
        PaymentInput: {
            content: {
                "application/json": components["schemas"]["PaymentInput"];
                "multipart/form-data": components["schemas"]["PaymentInput"];
            };
        };
        PaymentReverseRequest: {
            content: {
                "application/json": components["schemas"]["PaymentReverseRequest"];
                "multipart/form-data": components["schemas"]["PaymentReverseRequest"];
            };
        };
        CustomerCreditRequest: {
            content: {
                "application/json": components["schemas"]["CustomerCreditRequest"];
                "multipart/form-data": components["schemas"]["CustomerCreditRequest"];
            };
        };
        StatementRequest: {
            content: {
                "application/json": components["schemas"]["StatementRequest"];
                "multipart/form-data": components["schemas"]["StatementRequest"];
            };
        };
        VendorStatementRequest: {
            content: {
                "application/json": components["schemas"]["VendorStatementRequest"];
                "multipart/form-data": components["schemas"]["VendorStatementRequest"];
            };
        };
        PaymentImportConfirmRequest: {
            content: {
                "application/json": components["schemas"]["PaymentImportConfirmRequest"];
                "multipart/form-data": components["schemas"]["PaymentImportConfirmRequest"];
            };
        };
        TransactionReleaseHoldRequest: {
            content: {
                "application/json": components["schemas"]["TransactionReleaseHoldRequest"];
                "multipart/form-data": components["schemas"]["TransactionReleaseHoldRequest"];
            };
        };
        AgingRequest: {
            content: {
                "application/json": components["schemas"]["AgingRequest"];
                "multipart/form-data": components["schemas"]["AgingRequest"];
            };
        };
        PriceListPricesRequest: {
            content: {
                "application/json": components["schemas"]["PriceListPricesRequest"];
                "multipart/form-data": components["schemas"]["PriceListPricesRequest"];
            };
        };
        PriceListHistoryRequest: {
            content: {
                "application/json": components["schemas"]["PriceListHistoryRequest"];
                "multipart/form-data": components["schemas"]["PriceListHistoryRequest"];
            };
        };
        PriceListSetPricesRequest: {
            content: {
                "application/json": components["schemas"]["PriceListSetPricesRequest"];
                "multipart/form-data": components["schemas"]["PriceListSetPricesRequest"];
            };
        };
        PriceListQuoteRequest: {
            content: {
                "application/json": components["schemas"]["PriceListQuoteRequest"];
                "multipart/form-data": components["schemas"]["PriceListQuoteRequest"];
            };
        };
        StandingOrderRunsRequest: {
            content: {
                "application/json": components["schemas"]["StandingOrderRunsRequest"];
                "multipart/form-data": components["schemas"]["StandingOrderRunsRequest"];
            };
        };
        AgingExportRequest: {
            content: {
                "application/json": components["schemas"]["AgingExportRequest"];
                "multipart/form-data": components["schemas"]["AgingExportRequest"];
            };
        };
        StockAtRiskRequest: {
            content: {
                "application/json": components["schemas"]["StockAtRiskRequest"];
                "multipart/form-data": components["schemas"]["StockAtRiskRequest"];
            };
        };
        TransactionStatusBulkRequest: {
            content: {
                "application/json": components["schemas"]["TransactionStatusBulkRequest"];
                "multipart/form-data": components["schemas"]["TransactionStatusBulkRequest"];
            };
        };
        TransactionUndeliverRequest: {
            content: {
                "application/json": components["schemas"]["TransactionUndeliverRequest"];
                "multipart/form-data": components["schemas"]["TransactionUndeliverRequest"];
            };
        };
        TransactionReturnInput: {
            content: {
                "application/json": components["schemas"]["TransactionReturnInput"];
                "multipart/form-data": components["schemas"]["TransactionReturnInput"];
            };
        };
        TransactionReturnListRequest: {
            content: {
                "application/json": components["schemas"]["TransactionReturnListRequest"];
                "multipart/form-data": components["schemas"]["TransactionReturnListRequest"];
            };
        };
        PendingListRequest: {
            content: {
                "application/json": components["schemas"]["PendingListRequest"];
                "multipart/form-data": components["schemas"]["PendingListRequest"];
            };
        };
        SalesReportRequest: {
            content: {
                "application/json": components["schemas"]["SalesReportRequest"];
                "multipart/form-data": components["schemas"]["SalesReportRequest"];
            };
        };
        MarginReportRequest: {
            content: {
                "application/json": components["schemas"]["MarginReportRequest"];
                "multipart/form-data": components["schemas"]["MarginReportRequest"];
            };
        };
        MarginReportExportRequest: {
            content: {
                "application/json": components["schemas"]["MarginReportExportRequest"];
                "multipart/form-data": components["schemas"]["MarginReportExportRequest"];
            };
        };
        ValuationRequest: {
            content: {
                "application/json": components["schemas"]["ValuationRequest"];
                "multipart/form-data": components["schemas"]["ValuationRequest"];
            };
        };
        ValuationExportRequest: {
            content: {
                "application/json": components["schemas"]["ValuationExportRequest"];
                "multipart/form-data": components["schemas"]["ValuationExportRequest"];
            };
        };
        SalesReportExportRequest: {
            content: {
                "application/json": components["schemas"]["SalesReportExportRequest"];
                "multipart/form-data": components["schemas"]["SalesReportExportRequest"];
            };
        };
        ExpenseReportExportRequest: {
            content: {
                "application/json": components["schemas"]["ExpenseReportExportRequest"];
                "multipart/form-data": components["schemas"]["ExpenseReportExportRequest"];
            };
        };
        TraceRequest: {
            content: {
                "application/json": components["schemas"]["TraceRequest"];
                "multipart/form-data": components["schemas"]["TraceRequest"];
            };
        };
        TraceSearchRequest: {
            content: {
                "application/json": components["schemas"]["TraceSearchRequest"];
                "multipart/form-data": components["schemas"]["TraceSearchRequest"];
            };
        };
        HistoryListRequest: {
            content: {
                "application/json": components["schemas"]["HistoryListRequest"];
                "multipart/form-data": components["schemas"]["HistoryListRequest"];
            };
        };
        HistoryUsersRequest: {
            content: {
                "application/json": components["schemas"]["HistoryUsersRequest"];
                "multipart/form-data": components["schemas"]["HistoryUsersRequest"];
            };
        };
        TraceExportRequest: {
            content: {
                "application/json": components["schemas"]["TraceExportRequest"];
                "multipart/form-data": components["schemas"]["TraceExportRequest"];
            };
        };
        ExpenseReportRequest: {
            content: {
                "application/json": components["schemas"]["ExpenseReportRequest"];
                "multipart/form-data": components["schemas"]["ExpenseReportRequest"];
            };
        };
        PurchaseSendRequest: {
            content: {
                "application/json": components["schemas"]["PurchaseSendRequest"];
                "multipart/form-data": components["schemas"]["PurchaseSendRequest"];
            };
        };
        PurchaseCancelRequest: {
            content: {
                "application/json": components["schemas"]["PurchaseCancelRequest"];
                "multipart/form-data": components["schemas"]["PurchaseCancelRequest"];
            };
        };
        PurchaseReceiveRequest: {
            content: {
                "application/json": components["schemas"]["PurchaseReceiveRequest"];
                "multipart/form-data": components["schemas"]["PurchaseReceiveRequest"];
            };
        };
        VendorPaymentListRequest: {
            content: {
                "application/json": components["schemas"]["VendorPaymentListRequest"];
                "multipart/form-data": components["schemas"]["VendorPaymentListRequest"];
            };
        };
        VendorPaymentInput: {
            content: {
                "application/json": components["schemas"]["VendorPaymentInput"];
                "multipart/form-data": components["schemas"]["VendorPaymentInput"];
            };
        };
        PayablesRequest: {
            content: {
                "application/json": components["schemas"]["PayablesRequest"];
                "multipart/form-data": components["schemas"]["PayablesRequest"];
            };
        };
        PayablesExportRequest: {
            content: {
                "application/json": components["schemas"]["PayablesExportRequest"];
                "multipart/form-data": components["schemas"]["PayablesExportRequest"];
            };
        };
        BatchLabelRequest: {
            content: {
                "application/json": components["schemas"]["BatchLabelRequest"];
                "multipart/form-data": components["schemas"]["BatchLabelRequest"];
            };
        };
        LabelRequest: {
            content: {
                "application/json": components["schemas"]["LabelRequest"];
                "multipart/form-data": components["schemas"]["LabelRequest"];
            };
        };
        StockByCodeRequest: {
            content: {
                "application/json": components["schemas"]["StockByCodeRequest"];
                "multipart/form-data": components["schemas"]["StockByCodeRequest"];
            };
        };
    };
    headers: {
        /** @description The answer's version; send it back as `If-None-Match` to get 304 while it is unchanged */
        ETag: string;
    };
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
        requestBody: components["requestBodies"]["LoginRequest"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
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
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["RegisterRequest"];
        responses: {
            /**
             * @description Registered (inactive), or the email already has an account, which is left as it is: both get the
             *     same answer, so that registering does not tell whether an email is known.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
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
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["IdRequest"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody?: components["requestBodies"]["SearchRequest"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["MenuInput"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["MenuUpdate"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["IdRequest"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody?: components["requestBodies"]["GroupListRequest"];
        responses: {
            /** @description Groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["GroupInput"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["GroupUpdate"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["IdRequest"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody?: components["requestBodies"]["UserListRequest"];
        responses: {
            /** @description Users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["UserInput"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["UserUpdate"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["NewPasswordRequest"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody?: components["requestBodies"]["PositionListRequest"];
        responses: {
            /** @description Positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["PositionInput"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
        requestBody: components["requestBodies"]["PositionUpdate"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    categoryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["CategoryListRequest"];
        responses: {
            /** @description Categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    categoryAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CategoryInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    categoryUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CategoryUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    categoryDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    categoryExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["CategoryExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    categoryUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProductListRequest"];
        responses: {
            /** @description Products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProductExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description Each row's result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    productImportTemplate: {
        parameters: {
            query?: {
                format?: components["parameters"]["FileFormat"];
                separator?: components["parameters"]["CsvSeparatorQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationReadings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TemperatureReadingListRequest"];
        responses: {
            /** @description Readings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemperatureReadingPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationRecordReading: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TemperatureReadingInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemperatureReadingResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationImportReadings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TemperatureImportRequest"];
            };
        };
        responses: {
            /** @description Each row's result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemperatureImportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationMove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockLocationMoveRequest"];
        responses: {
            /** @description Moved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationMoveResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationContents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockLocationContentsRequest"];
        responses: {
            /** @description Contents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationContentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationHolds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StockHoldListRequest"];
        responses: {
            /** @description Hold items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockHoldItemPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationRelease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockHoldReleaseRequest"];
        responses: {
            /** @description Decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockHoldItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationSummaryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["VendorListRequest"];
        responses: {
            /** @description Vendors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VendorInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VendorUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["VendorExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ongkirList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["OngkirListRequest"];
        responses: {
            /** @description Shipping brackets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OngkirPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ongkirAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OngkirInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OngkirResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ongkirUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OngkirUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OngkirResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ongkirDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ongkirExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["OngkirExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PriceListListRequest"];
        responses: {
            /** @description Price lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PriceListInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PriceListUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PriceListExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StockLocationListRequest"];
        responses: {
            /** @description Storage locations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockLocationInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockLocationUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLocationDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    standingOrderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StandingOrderListRequest"];
        responses: {
            /** @description Standing orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    standingOrderAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StandingOrderInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    standingOrderUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StandingOrderUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    standingOrderDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PurchaseOrderListRequest"];
        responses: {
            /** @description Purchase orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PurchaseOrderInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PurchaseOrderUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PurchaseOrderExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    standingOrderRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StandingOrderRunsRequest"];
        responses: {
            /** @description Days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrderRunsPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    standingOrderGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the run did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingOrderGenerateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PriceListPricesRequest"];
        responses: {
            /** @description Prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListPricesPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PriceListHistoryRequest"];
        responses: {
            /** @description Prices by date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListSetPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PriceListSetPricesRequest"];
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListSetPricesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    priceListQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PriceListQuoteRequest"];
        responses: {
            /** @description Prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListQuoteResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["CustomerListRequest"];
        responses: {
            /** @description Customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerAdd: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the sender's own (8–100 letters, digits, - or _; the app's offline queue uses a UUID) that makes the
                 *     write happen once (decision 038): sent again with the same key and body, the server answers what it answered
                 *     the first time, with the header `Idempotent-Replayed: true`, and writes nothing; while the first send is still
                 *     running, the second waits for it. A write refused with 4xx keeps nothing: sent again, it is tried again. The
                 *     same key with another operation or body is 422 `idempotency.keyReused`. Keys are per user and kept a week.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CustomerInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CustomerUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["CustomerExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description Each row's result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerImportTemplate: {
        parameters: {
            query?: {
                format?: components["parameters"]["FileFormat"];
                separator?: components["parameters"]["CsvSeparatorQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Provinces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerRegencies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeProv: components["schemas"]["ProvinceCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Regencies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    customerDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeKab: components["schemas"]["RegencyCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Districts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialListRequest"];
        responses: {
            /** @description Materials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuHalalUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HalalFileUpload"];
            };
        };
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuHalalFile: {
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
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/webp": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuRestockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogListRequest"];
        responses: {
            /** @description Restocks or usages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialLogPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuRestockAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuRestockUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuRestockDelete: {
        parameters: {
            query: {
                /** @description Whether the id is a restock's or a usage's */
                category: components["parameters"]["LogCategoryQuery"];
            };
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuRestockExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuStockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialStockListRequest"];
        responses: {
            /** @description Stock per material */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialStockPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuGetStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["LotListRequest"];
        responses: {
            /** @description Lots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LotPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuNeedRestock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Materials to restock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialStockListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuStockAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialAdviceRequest"];
        responses: {
            /** @description Materials running out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialAdviceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuStockCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialCountRequest"];
        responses: {
            /** @description The variance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuStockLot: {
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
            /** @description The lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LotDetailResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanBakuLotLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["LabelRequest"];
        responses: {
            200: components["responses"]["LabelFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialListRequest"];
        responses: {
            /** @description Materials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PackagingMaterialInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PackagingMaterialUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanRestockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogListRequest"];
        responses: {
            /** @description Restocks or usages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialLogPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanRestockAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanRestockUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanRestockDelete: {
        parameters: {
            query: {
                /** @description Whether the id is a restock's or a usage's */
                category: components["parameters"]["LogCategoryQuery"];
            };
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanRestockExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialLogExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanStockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialStockListRequest"];
        responses: {
            /** @description Stock per material */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialStockPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanGetStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["LotListRequest"];
        responses: {
            /** @description Lots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LotPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanNeedRestock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Materials to restock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialStockListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanStockAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialAdviceRequest"];
        responses: {
            /** @description Materials running out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialAdviceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanStockCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MaterialCountRequest"];
        responses: {
            /** @description The variance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialCountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanStockLot: {
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
            /** @description The lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LotDetailResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    bahanKemasanLotLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["LabelRequest"];
        responses: {
            200: components["responses"]["LabelFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    packagingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["MaterialListRequest"];
        responses: {
            /** @description Pack types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    packagingAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PackInput"];
        responses: {
            /** @description Created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    packagingUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PackUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    packagingDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProductionListRequest"];
        responses: {
            /** @description Production runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductionInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductionUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProductionExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiRecipeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["RecipeListRequest"];
        responses: {
            /** @description Recipes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiRecipeSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RecipeSaveRequest"];
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    produksiStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductionStartRequest"];
        responses: {
            /** @description Started */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    planProduction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanRequest"];
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    planCreateRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanCreateRunsRequest"];
        responses: {
            /** @description The planned runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCreateRunsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    planCreatePurchaseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanCreatePurchaseOrdersRequest"];
        responses: {
            /** @description The draft purchase orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCreatePurchaseOrdersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProductBatchListRequest"];
        responses: {
            /** @description Batches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductBatchPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockAdjustmentRequest"];
        responses: {
            /** @description Adjusted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAdjustmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockMoveRequest"];
        responses: {
            /** @description Moved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductBatchResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: "Fresh" | "Frozen";
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StockAvailableRequest"];
        responses: {
            /** @description Available stock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAvailableResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StockLedgerRequest"];
        responses: {
            /** @description Ledger entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLedgerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockLabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["BatchLabelRequest"];
        responses: {
            200: components["responses"]["LabelFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockByCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockByCodeRequest"];
        responses: {
            /** @description The batch */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockByCodeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    stockRecall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StockRecallRequest"];
        responses: {
            /** @description Recalled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockRecallResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TransactionListRequest"];
        responses: {
            /** @description Orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TransactionExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionAdd: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the sender's own (8–100 letters, digits, - or _; the app's offline queue uses a UUID) that makes the
                 *     write happen once (decision 038): sent again with the same key and body, the server answers what it answered
                 *     the first time, with the header `Idempotent-Replayed: true`, and writes nothing; while the first send is still
                 *     running, the second waits for it. A write refused with 4xx keeps nothing: sent again, it is tried again. The
                 *     same key with another operation or body is 422 `idempotency.keyReused`. Keys are per user and kept a week.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionDeletePost: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionUndeliver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionUndeliverRequest"];
        responses: {
            /** @description Back to pending */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdRequest"];
        responses: {
            /** @description Costs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCostsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the sender's own (8–100 letters, digits, - or _; the app's offline queue uses a UUID) that makes the
                 *     write happen once (decision 038): sent again with the same key and body, the server answers what it answered
                 *     the first time, with the header `Idempotent-Replayed: true`, and writes nothing; while the first send is still
                 *     running, the second waits for it. A write refused with 4xx keeps nothing: sent again, it is tried again. The
                 *     same key with another operation or body is 422 `idempotency.keyReused`. Keys are per user and kept a week.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionStatusRequest"];
        responses: {
            /** @description Moved forward */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionStatusBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionStatusBulkRequest"];
        responses: {
            /** @description One result per order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionStatusBulkResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionReturnList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TransactionReturnListRequest"];
        responses: {
            /** @description Returns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionReturnPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionReturnAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionReturnInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionReturnDelete: {
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
            /** @description Deleted; the order with its remaining returns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionReleaseHold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TransactionReleaseHoldRequest"];
        responses: {
            /** @description Released */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionTodayList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodaySummaryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionPendingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PendingListRequest"];
        responses: {
            /** @description Pending orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionWeeklySummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Weekly items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklySummaryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    transactionWeeklyIncomeStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Weekly income */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyIncomeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PaymentListRequest"];
        responses: {
            /** @description Payments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentAdd: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the sender's own (8–100 letters, digits, - or _; the app's offline queue uses a UUID) that makes the
                 *     write happen once (decision 038): sent again with the same key and body, the server answers what it answered
                 *     the first time, with the header `Idempotent-Replayed: true`, and writes nothing; while the first send is still
                 *     running, the second waits for it. A write refused with 4xx keeps nothing: sent again, it is tried again. The
                 *     same key with another operation or body is 422 `idempotency.keyReused`. Keys are per user and kept a week.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PaymentInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PaymentReverseRequest"];
        responses: {
            /** @description Reversed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentCredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CustomerCreditRequest"];
        responses: {
            /** @description Position */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCreditResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["StatementRequest"];
        responses: {
            /** @description Statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PaymentImportPreviewRequest"];
            };
        };
        responses: {
            /** @description The lines and what each matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentImportPreviewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    paymentImportConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PaymentImportConfirmRequest"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentImportConfirmResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportGetReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SalesReportRequest"];
        responses: {
            /** @description Report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportMoney: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Money figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyFiguresResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportGetExpenses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ExpenseReportRequest"];
        responses: {
            /** @description Expenses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportGetMargin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MarginReportRequest"];
        responses: {
            /** @description Report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarginReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportMarginExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MarginReportExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportGetValuation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ValuationRequest"];
        responses: {
            /** @description Valuation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValuationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportValuationExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ValuationExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SalesReportExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportExpensesExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ExpenseReportExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportHalalList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["HalalRegisterRequest"];
        responses: {
            /** @description The register */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HalalRegisterPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportHalalExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["HalalRegisterExportRequest"];
        responses: {
            200: components["responses"]["HalalRegisterFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportHalalExpiring: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warning */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HalalExpiringResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportTrace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TraceRequest"];
        responses: {
            /** @description The trace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportTraceSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TraceSearchRequest"];
        responses: {
            /** @description Starting points */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraceSearchResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportTraceExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TraceExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportAging: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AgingRequest"];
        responses: {
            /** @description Aging */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgingResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportAgingExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AgingExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportStockAtRisk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["StockAtRiskRequest"];
        responses: {
            /** @description Stock at risk */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAtRiskResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PurchaseSendRequest"];
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PurchaseCancelRequest"];
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    purchaseReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PurchaseReceiveRequest"];
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseReceiveResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorPaymentList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["VendorPaymentListRequest"];
        responses: {
            /** @description Payments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorPaymentPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorPaymentAdd: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the sender's own (8–100 letters, digits, - or _; the app's offline queue uses a UUID) that makes the
                 *     write happen once (decision 038): sent again with the same key and body, the server answers what it answered
                 *     the first time, with the header `Idempotent-Replayed: true`, and writes nothing; while the first send is still
                 *     running, the second waits for it. A write refused with 4xx keeps nothing: sent again, it is tried again. The
                 *     same key with another operation or body is 422 `idempotency.keyReused`. Keys are per user and kept a week.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VendorPaymentInput"];
        responses: {
            /** @description Recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorPaymentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorPaymentReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PaymentReverseRequest"];
        responses: {
            /** @description Reversed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorPaymentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    vendorPaymentStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VendorStatementRequest"];
        responses: {
            /** @description Statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorStatementResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportPayables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PayablesRequest"];
        responses: {
            /** @description Payables */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayablesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportPayablesExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PayablesExportRequest"];
        responses: {
            200: components["responses"]["ExportFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    historyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["HistoryListRequest"];
        responses: {
            /** @description A page of changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    historyUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["HistoryUsersRequest"];
        responses: {
            /** @description Users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    businessProfileGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    businessProfileUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["BusinessProfileUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    businessProfileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LogoUpload"];
            };
        };
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    sessionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["SessionListRequest"];
        responses: {
            /** @description Sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    sessionEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SessionEndRequest"];
        responses: {
            /** @description Ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionEndResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    sessionEndOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["SessionEndOthersRequest"];
        responses: {
            /** @description Ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionEndOthersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    integrationTokenList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["IntegrationTokenListRequest"];
        responses: {
            /** @description Tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationTokenPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    integrationTokenAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IntegrationTokenInput"];
        responses: {
            /** @description Made */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationTokenCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    integrationTokenDelete: {
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
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["WebhookListRequest"];
        responses: {
            /** @description Webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WebhookInput"];
        responses: {
            /** @description Subscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WebhookUpdate"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookDelete: {
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookRotateSecret: {
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
            /** @description Rotated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookDeliveryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WebhookDeliveryListRequest"];
        responses: {
            /** @description Deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookDeliveryResend: {
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
            /** @description Queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    webhookTest: {
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
            /** @description Attempted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    backupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Backups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    backupAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Made */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    backupDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["BackupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup file (a gzipped tar, decision 029) */
            200: {
                headers: {
                    /** @description `attachment; filename="pawon-….tar.gz"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    backupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["BackupName"];
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
                    "application/json": components["schemas"]["BackupDeletedResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    backupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BackupRestoreUpload"];
            };
        };
        responses: {
            /** @description Restored; every session has ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupRestoreResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["Unsupported"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    publicBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any text up to the router's 100 characters (longer is 400 for every path); only a batch's public code (32 hex digits) finds one */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicBatchResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooMany"];
            503: components["responses"]["Unavailable"];
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
    catalogueImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "categories" | "products" | "business";
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
                    "image/webp": Blob;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    apiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    apiDocsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "swagger-ui-bundle.js" | "swagger-ui.css" | "pawon-docs.js" | "pawon-docs.css";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                };
            };
            304: components["responses"]["NotModified"];
            422: components["responses"]["Invalid"];
            default: components["responses"]["Error"];
        };
    };
    openapiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    webhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEventPayload"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
